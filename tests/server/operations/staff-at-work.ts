// Signed-in staff working through the proxy, for the cluster tests: each creates a course, finds it
// in the course search, reads the header figures and their own account, and again, one call at a
// time. Every call is recorded with when it started and ended, so a test can tell a failure that
// was in flight when an instance died from one that came after; every course the server
// acknowledged (201) is kept, to be looked for in the database, the audit trail and the streams.

export interface StaffSession {
  username: string;
  cookie: string;
  csrfToken: string;
}

export interface CallRecord {
  who: string;
  what: string;
  startedAt: number;
  endedAt: number;
  /** the HTTP status, or null when no answer came */
  status: number | null;
  error?: string;
}

export interface AcknowledgedCourse {
  courseId: number;
  title: string;
  by: string;
  at: number;
}

/** Signs a staff member in through `baseUrl` and reads the page's CSRF token, as the sign-in page does. */
export async function signInThrough(baseUrl: string, username: string, password: string): Promise<StaffSession> {
  const res = await fetch(`${baseUrl}/api/account/login/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`signing ${username} in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { username, cookie, csrfToken };
}

export class StaffAtWork {
  readonly calls: CallRecord[] = [];
  readonly acknowledged: AcknowledgedCourse[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private countWaiters: { count: number; resolve: () => void }[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly staff: StaffSession[],
    private readonly where: { institutionId: number; academicYearId: number },
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.staff.map((s) => this.work(s));
  }

  /** Lets each one finish the call they are making, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Resolves once `count` courses in all have been acknowledged. */
  untilAcknowledged(count: number): Promise<void> {
    if (this.acknowledged.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.countWaiters.push({ count, resolve }));
  }

  failures(): CallRecord[] {
    return this.calls.filter((c) => c.status === null || c.status >= 300);
  }

  private async work(s: StaffSession): Promise<void> {
    const headers = { cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'content-type': 'application/json' };
    for (let n = 1; this.running; n++) {
      const title = `Cluster ${s.username} ${n}`;
      const created = await this.call(s, 'create a course', `/api/admin/course/create/${this.where.institutionId}/${this.where.academicYearId}`, { method: 'POST', headers, body: JSON.stringify({ title }) });
      if (created?.status === 201) this.acknowledge({ courseId: (created.body as { courseId: number }).courseId, title, by: s.username, at: Date.now() });
      await this.call(s, 'search courses', '/api/search/admin', { method: 'POST', headers, body: JSON.stringify({ query: title, page: 1, pageSize: 10 }) });
      await this.call(s, 'header figures', '/api/admin/stats/header', { headers });
      await this.call(s, 'own account', '/api/account/me', { headers });
    }
  }

  private acknowledge(course: AcknowledgedCourse): void {
    this.acknowledged.push(course);
    for (const w of [...this.countWaiters]) if (this.acknowledged.length >= w.count) {
      this.countWaiters.splice(this.countWaiters.indexOf(w), 1);
      w.resolve();
    }
  }

  /** One call, answer read whole; null when no whole answer came. */
  private async call(s: StaffSession, what: string, path: string, init: RequestInit): Promise<{ status: number; body: unknown } | null> {
    const startedAt = Date.now();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, init);
      const text = await res.text();
      this.calls.push({ who: s.username, what, startedAt, endedAt: Date.now(), status: res.status, ...(res.status >= 300 ? { error: `answered ${res.status}: ${text.slice(0, 200)}` } : {}) });
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
    } catch (err) {
      this.calls.push({ who: s.username, what, startedAt, endedAt: Date.now(), status: null, error: `${(err as Error).message}${(err as Error).cause ? ` (${String((err as { cause: Error }).cause.message ?? (err as Error).cause)})` : ''}` });
      return null;
    }
  }
}
