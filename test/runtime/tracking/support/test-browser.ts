import { Window } from 'happy-dom';

interface Pending {
  url: string;
  respond: (body: string, status: number) => void;
}

/**
 * A happy-dom window whose network is a recorder: every request a script, pixel or fetch makes
 * is logged in `requests`; scripts stay pending until the test `serve`s them (then they really
 * load and run in the window), so LOADING, LOADED and ERROR can each be observed.
 */
export class TestBrowser {
  readonly window: Window;
  readonly requests: string[] = [];
  private readonly routes: { prefix: string; body: string; status: number }[] = [];
  private pending: Pending[] = [];

  constructor(url = 'https://player.example/42/') {
    this.window = new Window({
      url,
      settings: {
        enableJavaScriptEvaluation: true,
        suppressInsecureJavaScriptEnvironmentWarning: true,
        fetch: {
          interceptor: {
            beforeAsyncRequest: ({ request, window }) => {
              this.requests.push(request.url);
              return new Promise((resolve) => {
                const respond = (body: string, status: number): void =>
                  resolve(new window.Response(body, { status, headers: { 'content-type': 'text/javascript' } }));
                const route = this.routes.find((r) => request.url.startsWith(r.prefix));
                if (route) respond(route.body, route.status);
                else this.pending.push({ url: request.url, respond });
              });
            },
            // Synchronous script loads never leave this window either.
            beforeSyncRequest: ({ request }) => {
              this.requests.push(request.url);
              return { status: 404, statusText: 'Not Found', ok: false, url: request.url, redirected: false, headers: new this.window.Headers(), body: null };
            },
          },
        },
      },
    });
  }

  get document(): Document {
    return this.window.document as unknown as Document;
  }

  /** The window as the runtime sees it (`document.defaultView`), for reading vendor globals. */
  get globals(): Record<string, unknown> {
    return this.window as unknown as Record<string, unknown>;
  }

  /** Answers pending and future requests whose URL starts with `prefix`. */
  serve(prefix: string, body: string, status = 200): void {
    this.routes.push({ prefix, body, status });
    this.answer(prefix, body, status);
  }

  /** Answers only the requests pending now; later ones wait again. */
  answer(prefix: string, body: string, status = 200): void {
    const [matching, rest] = partition(this.pending, (p) => p.url.startsWith(prefix));
    this.pending = rest;
    matching.forEach((p) => p.respond(body, status));
  }

  /** Scripts currently in the document, by src. */
  scriptSources(): string[] {
    return Array.from(this.document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src') ?? '');
  }

  async close(): Promise<void> {
    this.pending.forEach((p) => p.respond('', 599));
    await this.window.happyDOM.abort();
    await this.window.happyDOM.close();
  }
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

// Captured before any test fakes timers, so flushing works under vi.useFakeTimers() too.
const realSetImmediate = globalThis.setImmediate;

/** Lets queued promise callbacks and happy-dom's response handling run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise<void>((resolve) => realSetImmediate(resolve));
}
