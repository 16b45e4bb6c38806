/** What an analytics import met: counts, the days its matched rows cover, and the first few problems. */
export class ImportTally {
  rowsRead = 0;
  rowsMatched = 0;
  rowsUnmatched = 0;
  rowsInvalid = 0;
  firstDay: number | null = null;
  lastDay: number | null = null;
  readonly issues: { line: number | null; issue: string }[] = [];

  private static readonly KEPT_ISSUES = 20;

  read(rows: number) {
    this.rowsRead += rows;
  }

  matched(day: number) {
    this.rowsMatched++;
    if (this.firstDay === null || day < this.firstDay) this.firstDay = day;
    if (this.lastDay === null || day > this.lastDay) this.lastDay = day;
  }

  unmatched(line: number, issue: string) {
    this.rowsUnmatched++;
    this.keep(line, issue);
  }

  invalid(line: number, issue: string) {
    this.rowsInvalid++;
    this.keep(line, issue);
  }

  /** A remark about the whole file; always kept. */
  note(issue: string) {
    this.issues.push({ line: null, issue });
  }

  /** The problems in the file's order, remarks about the whole file last. */
  sortedIssues() {
    return [...this.issues].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  }

  private keep(line: number, issue: string) {
    if (this.issues.length < ImportTally.KEPT_ISSUES) this.issues.push({ line, issue });
  }
}
