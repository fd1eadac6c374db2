import { readFile } from 'node:fs/promises';

/** A recording stand-in for `fetch`: each call takes the next queued answer. */
export interface RecordedCall {
  url: URL;
  init: RequestInit | undefined;
}

type Answer = Response | Error | ((call: RecordedCall) => Response | Promise<Response>);

export class FakeFetch {
  readonly calls: RecordedCall[] = [];
  private readonly answers: Answer[] = [];

  respond(...answers: Answer[]): this {
    this.answers.push(...answers);
    return this;
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = { url: new URL(String(input)), init };
    this.calls.push(call);
    const answer = this.answers.shift();
    if (answer === undefined) throw new Error(`FakeFetch: no answer queued for ${call.url.href}`);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer;
  };

  get lastUrl(): URL {
    const last = this.calls.at(-1);
    if (last === undefined) throw new Error('FakeFetch: not called');
    return last.url;
  }
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** A recorded service answer from test/fixtures/smarty (see its README), as text. */
export function fixtureText(name: string): Promise<string> {
  return readFile(new URL(`../../fixtures/smarty/${name}`, import.meta.url), 'utf8');
}

export async function fixtureJson(name: string): Promise<unknown> {
  return JSON.parse(await fixtureText(name));
}
