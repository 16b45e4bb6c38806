import type { IssueParams, ParseIssue } from '../money/sales-formats/types.ts';

/** A problem an import met, as the console shows it: a message key and its values (decision 025). */
export interface ImportIssue {
  line: number | null;
  messageKey: string;
  params: IssueParams;
}

/** The issue of a line the file readers could not read; one without a key keeps its English text as a detail. */
export const issueOfLine = (issue: ParseIssue) => ({ messageKey: issue.key ?? 'import_issue_other', params: issue.key ? (issue.params ?? {}) : { detail: issue.issue } });

/** What an analytics import met: counts, the days its matched rows cover, and the first few problems. */
export class ImportTally {
  rowsRead = 0;
  rowsMatched = 0;
  rowsUnmatched = 0;
  rowsInvalid = 0;
  firstDay: number | null = null;
  lastDay: number | null = null;
  readonly issues: ImportIssue[] = [];

  private static readonly KEPT_ISSUES = 20;

  read(rows: number) {
    this.rowsRead += rows;
  }

  matched(day: number) {
    this.rowsMatched++;
    if (this.firstDay === null || day < this.firstDay) this.firstDay = day;
    if (this.lastDay === null || day > this.lastDay) this.lastDay = day;
  }

  unmatched(line: number, messageKey: string, params: IssueParams) {
    this.rowsUnmatched++;
    this.keep({ line, messageKey, params });
  }

  invalid(issue: ParseIssue) {
    this.rowsInvalid++;
    this.keep({ line: issue.lineNumber, ...issueOfLine(issue) });
  }

  /** A remark about the whole file; always kept. */
  note(messageKey: string, params: IssueParams) {
    this.issues.push({ line: null, messageKey, params });
  }

  /** The problems in the file's order, remarks about the whole file last. */
  sortedIssues() {
    return [...this.issues].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  }

  private keep(issue: ImportIssue) {
    if (this.issues.length < ImportTally.KEPT_ISSUES) this.issues.push(issue);
  }
}
