import type { PublisherShareOfWriters } from './model.ts';

/** Ownership shares per right, hundredths of a percent (CWR's PR, MR and SR shares). */
export interface RightShares {
  pr: number;
  mr: number;
  sr: number;
}

export const FULL_SHARE = 10_000;

/**
 * The split rule (decision 018). The song's splits say how the composition is shared between its writers. For each
 * writer we publish, we hold a fixed part of their share per right; the writer keeps the rest:
 *   performance (PR)       we hold at most half: the usual 50/50 of publisher's and writer's share, so a writer
 *                          always keeps at least half of their performance share (document 2: "performance royalties
 *                          are split into two equal shares"; CWR caps a publisher's PR collection at 50 %);
 *   mechanical (MR)        we hold all of it (100 %), as publishers register mechanicals;
 *   synchronisation (SR)   likewise 100 %.
 * Our part is rounded down to the hundredth of a percent, so rounding favours the writer. A writer we do not publish
 * keeps their whole share of every right (OWR record). Each right then adds up to exactly 100 % over the work.
 */
export const DEFAULT_SHARE_OF_WRITERS: PublisherShareOfWriters = { performance: 5_000, mechanical: FULL_SHARE, synchronisation: FULL_SHARE };

export const MAX_PUBLISHER_PERFORMANCE_SHARE = 5_000;

const part = (share: number, ofWriters: number) => Math.floor((share * ofWriters) / FULL_SHARE);

export interface SplitInput {
  share: number;
  controlled: boolean;
}

export interface RegisteredShares {
  /** What our publisher holds (SPU and SPT). */
  publisher: RightShares;
  /** What each writer keeps, in the order given (SWR/SWT or OWR). */
  writers: RightShares[];
}

export function registeredShares(writers: SplitInput[], ofWriters: PublisherShareOfWriters = DEFAULT_SHARE_OF_WRITERS): RegisteredShares {
  const publisher: RightShares = { pr: 0, mr: 0, sr: 0 };
  const kept = writers.map(({ share, controlled }) => {
    if (!controlled) return { pr: share, mr: share, sr: share };
    const held = { pr: part(share, ofWriters.performance), mr: part(share, ofWriters.mechanical), sr: part(share, ofWriters.synchronisation) };
    publisher.pr += held.pr;
    publisher.mr += held.mr;
    publisher.sr += held.sr;
    return { pr: share - held.pr, mr: share - held.mr, sr: share - held.sr };
  });
  return { publisher, writers: kept };
}
