import { readFileSync } from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation, type Request } from 'openapi-backend';

const DEFINITIONS = path.resolve(import.meta.dirname, '../../../../vendor/jira');

/** Atlassian's definitions, loaded once per process: requests and answers are checked against them. */
async function load(file: string): Promise<OpenAPIBackend> {
  const definition = JSON.parse(readFileSync(path.join(DEFINITIONS, file), 'utf8'));
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: false,
    ajvOpts: { strict: false, logger: false },
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  return api;
}

export interface OpenApiCheck {
  /** The operation a request is for, or a list of what is wrong with it. */
  request(request: Request): { operation: Operation } | { errors: string[] };
  /** What is wrong with an answer to that operation, if anything. */
  response(operation: Operation, status: number, body: unknown): string[];
}

let checks: Promise<OpenApiCheck> | undefined;

export function jiraOpenApi(): Promise<OpenApiCheck> {
  checks ??= (async () => {
    const apis = await Promise.all([
      load('jira-cloud-platform.openapi.json'),
      load('jira-software-agile.openapi.json'),
    ]);
    const find = (request: Request) => {
      for (const api of apis) {
        const operation = api.matchOperation(request);
        if (operation) return { api, operation };
      }
      return undefined;
    };
    const words = (errors: { instancePath?: string; message?: string }[] | null | undefined) =>
      (errors ?? []).map((error) => `${error.instancePath ?? ''} ${error.message ?? ''}`.trim());
    return {
      request(request) {
        const found = find(request);
        if (!found) return { errors: [`no operation ${request.method.toUpperCase()} ${request.path}`] };
        const result = found.api.validateRequest(request, found.operation);
        return result.valid ? { operation: found.operation } : { errors: words(result.errors) };
      },
      response(operation, status, body) {
        const api = apis.find((candidate) => candidate.getOperation(operation.operationId ?? ''));
        if (!api || status === 204) return [];
        const result = api.validateResponse(body, operation, status);
        return result.valid ? [] : words(result.errors);
      },
    };
  })();
  return checks;
}
