/** A tiny cookie-keeping HTTP client: one per simulated browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** The cookies kept, as name and value, for a browser to be given the same session. */
  get cookieList(): { name: string; value: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    redirect: 'follow' | 'manual' = 'follow',
  ) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect,
      headers: {
        origin: this.baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json: json as Record<string, any> };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
  put = (path: string, body: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);
  /** A page opened as a browser would, its redirect not followed: where it sends the browser. */
  navigate = async (path: string) => {
    const result = await this.request('GET', path, undefined, {}, 'manual');
    return { ...result, location: result.headers.get('location') };
  };

  async signUp(email: string, password = 'secret-pass', name = email.split('@')[0] ?? 'User') {
    const result = await this.post('/api/auth/sign-up/email', { name, email, password });
    if (result.status !== 200) throw new Error(`sign-up failed: ${result.status} ${result.text}`);
    return result;
  }
}
