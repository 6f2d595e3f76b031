import { ApiError } from './api-error';

/*
 * The bounded queue every password hash of the reference server goes through (login, password change, account
 * deletion, registration, reset). scrypt runs on libuv's thread pool, at most {@link HashQueueOptions.concurrency}
 * at a time, so a burst keeps a core free for everything else. The line itself is bounded, so one client cannot
 * make everyone's login wait:
 * - per client (IPv4 address, IPv6 /64): at most `perClient` hashes waiting or running;
 * - per account (e-mail, case-insensitive): at most `perAccount`;
 * - in all: at most `total` per lane.
 * A request beyond any bound answers 429 `TooManyRequests` at once (`Retry-After: 1`), without queueing and
 * without counting as a guess. Two lanes: a traveller's own browser (a valid device cookie for the account,
 * server/lib/device-cookie.ts) waits in the owner lane, which is always served first; every other request waits
 * in the shared lane. Owner-lane requests are bounded per account and in total only (a household's browsers may
 * share the attacker's address behind a NAT).
 */

/** Who a hash is for: the client key, the account (e-mail) when known, and whether it is the owner's browser. */
export interface HashLane {
  client: string;
  account?: string;
  owner?: boolean;
}

/** Bounds of a {@link HashQueue}. */
export interface HashQueueOptions {
  /** Hashes computed at once (default env `PASSWORD_HASH_CONCURRENCY` or 1). */
  concurrency: number;
  /** Hashes waiting or running per client, shared lane (default 2). */
  perClient: number;
  /** Hashes waiting or running per account, per lane (default 4). */
  perAccount: number;
  /** Hashes waiting or running per lane in all (default env `PASSWORD_HASH_QUEUE_MAX` or 32). */
  total: number;
}

function envCount(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The bounds of the reference server (env `PASSWORD_HASH_CONCURRENCY`, `PASSWORD_HASH_QUEUE_MAX`). */
export function defaultHashQueueOptions(): HashQueueOptions {
  return {
    concurrency: envCount('PASSWORD_HASH_CONCURRENCY', 1),
    perClient: 2,
    perAccount: 4,
    total: envCount('PASSWORD_HASH_QUEUE_MAX', 32),
  };
}

/** 429 `TooManyRequests` of a full line: try again in a second. */
export function hashQueueFull(): ApiError {
  return new ApiError(
    429,
    'TooManyRequests',
    'Too many requests from your network at once. Please try again in a moment.',
    undefined,
    { 'Retry-After': '1' },
  );
}

const bump = (map: Map<string, number>, key: string, by: number) => {
  const n = (map.get(key) ?? 0) + by;
  if (n <= 0) map.delete(key);
  else map.set(key, n);
};

/** A bounded two-lane line of password hashes (see the file comment). */
export class HashQueue {
  private running = 0;
  private readonly waiting: { owner: (() => void)[]; shared: (() => void)[] } = { owner: [], shared: [] };
  private readonly inLane = { owner: 0, shared: 0 };
  private readonly byClient = new Map<string, number>();
  private readonly byAccount = new Map<string, number>();

  constructor(private readonly options: HashQueueOptions = defaultHashQueueOptions()) {}

  /** Hashes waiting or running now (both lanes). */
  get size(): number {
    return this.inLane.owner + this.inLane.shared;
  }

  /**
   * Whether {@link admit} would take `lane` now, without taking a place: lets a request that would be refused
   * anyway answer before any other work (a burst's refusals then cost next to nothing).
   */
  wouldAdmit(lane: HashLane): boolean {
    const name = lane.owner ? 'owner' : 'shared';
    if (this.inLane[name] >= this.options.total) return false;
    if (!lane.owner && (this.byClient.get(lane.client) ?? 0) >= this.options.perClient) return false;
    const account = lane.account === undefined ? undefined : `${name}:${lane.account.trim().toLowerCase()}`;
    return account === undefined || (this.byAccount.get(account) ?? 0) < this.options.perAccount;
  }

  /**
   * Takes a place in line for `lane`, synchronously: true when admitted (then {@link run} with the same lane must
   * follow), false when a bound is reached (answer {@link hashQueueFull}).
   */
  admit(lane: HashLane): boolean {
    if (!this.wouldAdmit(lane)) return false;
    const name = lane.owner ? 'owner' : 'shared';
    const account = lane.account === undefined ? undefined : `${name}:${lane.account.trim().toLowerCase()}`;
    this.inLane[name] += 1;
    if (!lane.owner) bump(this.byClient, lane.client, 1);
    if (account !== undefined) bump(this.byAccount, account, 1);
    return true;
  }

  /** Gives back a place {@link admit} gave (the request ended before its hash). */
  release(lane: HashLane): void {
    const name = lane.owner ? 'owner' : 'shared';
    this.inLane[name] -= 1;
    if (!lane.owner) bump(this.byClient, lane.client, -1);
    if (lane.account !== undefined) bump(this.byAccount, `${name}:${lane.account.trim().toLowerCase()}`, -1);
  }

  /**
   * Runs `work` (one hash) for an admitted `lane` when a slot is free — owner lane first, then first come, first
   * served — and frees the place afterwards. @throws whatever `work` throws.
   */
  async run<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    try {
      if (this.running >= this.options.concurrency)
        await new Promise<void>((resolve) => this.waiting[lane.owner ? 'owner' : 'shared'].push(resolve));
      else this.running += 1;
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line (owner lane first; running stays counted), or is freed.
        const next = this.waiting.owner.shift() ?? this.waiting.shared.shift();
        if (next) next();
        else this.running -= 1;
      }
    } finally {
      this.release(lane);
    }
  }

  /** {@link admit} then {@link run}. @throws 429 {@link hashQueueFull} when a bound is reached. */
  async hash<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    if (!this.admit(lane)) throw hashQueueFull();
    return this.run(lane, work);
  }
}
