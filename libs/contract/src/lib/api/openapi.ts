import { z } from 'zod';
import { envelopeOf } from './envelope';
import { ENDPOINTS, type EndpointDef } from './endpoints';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

function pathParameters(path: string): JsonObject[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: z.ZodType | undefined): JsonObject[] {
  if (!query) return [];
  const json = schemaOf(query, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function operation(name: string, endpoint: EndpointDef): JsonObject {
  const op: JsonObject = {
    operationId: name,
    summary: endpoint.summary,
    parameters: [...pathParameters(endpoint.path), ...queryParameters(endpoint.query)],
    responses: {
      200: {
        description: 'Envelope: code 0 with data, or a non-zero code with a Chinese message and data null',
        content: { 'application/json': { schema: schemaOf(envelopeOf(endpoint.data), 'output') } },
      },
    },
  };
  if (endpoint.auth === 'user') op.security = [{ token: [] }];
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
    };
  }
  return op;
}

/** The OpenAPI 3.0 document served at GET /openapi.json. */
export function buildOpenApiDocument(options: { includeDevOnly?: boolean; serverUrl?: string } = {}): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, EndpointDef][]) {
    if (endpoint.devOnly && !options.includeDevOnly) continue;
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(name, endpoint) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'share-web reference platform API',
      version: '1.0.0',
      description:
        'Every response is {code, message, data}; code 0 is success. Tokens go in the Authorization header (raw or Bearer).',
    },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : [],
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    paths,
  };
}
