import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { inflateRawSync } from 'node:zlib';
import { freePort } from './free-ports';
import { SAML_TEST_KEYS } from './saml-test-keys';
import { closeServer } from './close-server';

/** The part of samlify this provider uses. */
interface Samlify {
  Constants: { namespace: { binding: { redirect: string; post: string } }; StatusCode: { Success: string } };
  IdentityProvider(settings: Record<string, unknown>): {
    createLoginResponse(
      serviceProvider: unknown,
      request: unknown,
      binding: string,
      user: object,
      fill: (template: string) => { id: string; context: string },
    ): Promise<{ context: string }>;
  };
  ServiceProvider(settings: Record<string, unknown>): unknown;
}
/** Loaded without its own types, which bring the DOM's into the server's program (through @xmldom/xmldom). */
const samlify = createRequire(import.meta.url)('samlify') as Samlify;

/** A person the test provider knows, by their name id, with the attributes it tells about them. */
export interface SamlTestAccount {
  nameId: string;
  email?: string;
  displayName?: string;
  groups?: string[];
}

/** How one answer departs from an honest one, for the tests of what the app refuses. */
export interface SamlAnswerOptions {
  /** Whose key signs the assertion: the impostor's is not the certificate the app trusts. */
  signedBy?: 'provider' | 'impostor';
  /** An assertion whose validity ended this long ago. */
  expiredMinutesAgo?: number;
  /** An assertion meant for another service provider. */
  audience?: string;
  /** A failure (second-level status code, such as AuthnFailed) in place of an assertion. */
  status?: string;
}

/** What the app's authorization URL asks: the request to answer, where, and for whom. */
function readRequest(authorizeUrl: string) {
  const encoded = new URL(authorizeUrl).searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('the app sent no SAMLRequest');
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attribute = (name: string) => xml.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const issuer = xml.match(/<(?:saml:)?Issuer[^>]*>([^<]+)</)?.[1];
  const id = attribute('ID');
  const acs = attribute('AssertionConsumerServiceURL');
  if (!id || !acs || !issuer) throw new Error(`not an AuthnRequest: ${xml.slice(0, 200)}`);
  return { id, acs, issuer };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function attributeStatement(account: SamlTestAccount): string {
  const attributes: [string, string[]][] = [
    ['email', account.email ? [account.email] : []],
    ['displayName', account.displayName ? [account.displayName] : []],
    ['groups', account.groups ?? []],
  ];
  const present = attributes.filter(([, values]) => values.length > 0);
  if (present.length === 0) return '';
  const xml = present.map(
    ([name, values]) =>
      `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
        .map((value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`)
        .join('')}</saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${xml.join('')}</saml:AttributeStatement>`;
}

/**
 * A SAML 2.0 identity provider built with samlify, signing real assertions with its own key, on a
 * free port. Its sign-in page lists the people it knows; the tests answer a request directly too.
 */
export async function startSamlProvider(options: { accounts: SamlTestAccount[]; port?: number }) {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/metadata`;
  const accounts = new Map(options.accounts.map((account) => [account.nameId, account]));
  const identityProvider = (keys: { privateKey: string; certificate: string }) =>
    samlify.IdentityProvider({
      entityID: issuer,
      privateKey: keys.privateKey,
      signingCert: keys.certificate,
      singleSignOnService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${origin}/sso` },
      ],
      // Never used: named only so that samlify does not warn of its absence.
      singleLogoutService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${origin}/slo` },
      ],
      nameIDFormat: ['urn:oasis:names:tc:SAML:2.0:nameid-format:persistent'],
    });
  const signers = {
    provider: identityProvider(SAML_TEST_KEYS.provider),
    impostor: identityProvider(SAML_TEST_KEYS.impostor),
  };

  /** The signed answer to the app's request, as the provider's page would post it to the app. */
  async function answer(authorizeUrl: string, nameId: string, how: SamlAnswerOptions = {}) {
    const request = readRequest(authorizeUrl);
    const account = accounts.get(nameId);
    if (!account) throw new Error(`the provider knows no ${nameId}`);
    const serviceProvider = samlify.ServiceProvider({
      entityID: request.issuer,
      assertionConsumerService: [
        { Binding: samlify.Constants.namespace.binding.post, Location: request.acs },
      ],
      wantAssertionsSigned: true,
    });
    if (how.status) {
      // A failure carries no assertion, and providers commonly leave it unsigned.
      const failure = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${escapeXml(request.acs)}" InResponseTo="${request.id}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="${how.status}"/></samlp:StatusCode></samlp:Status></samlp:Response>`;
      return { action: request.acs, SAMLResponse: Buffer.from(failure).toString('base64') };
    }
    const now = Date.now();
    const minutes = (count: number) => new Date(now + count * 60_000).toISOString();
    const until = how.expiredMinutesAgo === undefined ? minutes(5) : minutes(-how.expiredMinutesAgo);
    const values = {
      ID: `_${randomBytes(16).toString('hex')}`,
      AssertionID: `_${randomBytes(16).toString('hex')}`,
      Destination: request.acs,
      Audience: how.audience ?? request.issuer,
      SubjectRecipient: request.acs,
      Issuer: issuer,
      IssueInstant: how.expiredMinutesAgo === undefined ? minutes(0) : minutes(-how.expiredMinutesAgo - 5),
      StatusCode: samlify.Constants.StatusCode.Success,
      ConditionsNotBefore:
        how.expiredMinutesAgo === undefined ? minutes(0) : minutes(-how.expiredMinutesAgo - 5),
      ConditionsNotOnOrAfter: until,
      SubjectConfirmationDataNotOnOrAfter: until,
      NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      NameID: escapeXml(account.nameId),
      InResponseTo: request.id,
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${minutes(0)}" SessionIndex="_${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: attributeStatement(account),
    };
    const signer = signers[how.signedBy ?? 'provider'];
    const response = await signer.createLoginResponse(
      serviceProvider,
      { extract: { request: { id: request.id } } },
      'post',
      {},
      // Filled here, not by samlify's filler, which escapes the statements' XML as text.
      (template: string) => ({
        id: values.ID,
        context: template.replace(/\{(\w+)\}/g, (_, tag: string) => values[tag as keyof typeof values] ?? ''),
      }),
    );
    return { action: request.acs, SAMLResponse: response.context };
  }

  async function page(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (request.method === 'GET' && url.pathname === '/sso') {
      const buttons = [...accounts.values()]
        .map(
          (account) =>
            `<button name="nameId" value="${escapeXml(account.nameId)}">Sign in as ${escapeXml(account.displayName ?? account.nameId)}</button>`,
        )
        .join('');
      response.end(
        `<!doctype html><title>Acme SAML</title><h1>Acme SAML sign-in</h1><form method="post" action="/sso/login"><input type="hidden" name="request" value="${escapeXml(url.href)}">${buttons}</form>`,
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/sso/login') {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = new URLSearchParams(body);
      const signed = await answer(form.get('request') ?? '', form.get('nameId') ?? '');
      response.end(
        `<!doctype html><title>Acme SAML</title><form method="post" action="${escapeXml(signed.action)}"><input type="hidden" name="SAMLResponse" value="${signed.SAMLResponse}"><noscript><button>Continue</button></noscript></form><script>document.forms[0].submit()</script>`,
      );
      return;
    }
    response.statusCode = 404;
    response.end('not found');
  }

  const server = createServer((request, response) => {
    page(request, response).catch((error: Error) => {
      response.statusCode = 500;
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    entryPoint: `${origin}/sso`,
    issuer,
    certificate: SAML_TEST_KEYS.provider.certificate,
    accounts,
    answer,
    close: () => closeServer(server),
  };
}

export type SamlTestProvider = Awaited<ReturnType<typeof startSamlProvider>>;
