import { validationError, type ErrorResult } from './errors';

export type ParsedBody = { ok: true; value: any } | { ok: false; raw: string; error: ErrorResult };

/**
 * Parses a request body: JSON (default, also when a JSON-looking body is mislabelled as a form, as
 * `curl -d` does), or an HTML form (`application/x-www-form-urlencoded`). Empty → `{}`.
 */
export function parseRequestBody(text: string, contentType: string | null): ParsedBody {
  if (text.trim() === '') return { ok: true, value: {} };
  const looksJson = /^\s*[[{]/.test(text);
  if (contentType?.includes('application/x-www-form-urlencoded') && !looksJson) {
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(text)) {
      const existing = out[k];
      out[k] = existing === undefined ? v : Array.isArray(existing) ? [...existing, v] : [existing, v];
    }
    return { ok: true, value: out };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      raw: text,
      error: validationError([{ field: 'body', description: 'is not valid JSON', violatedRule: 'FORMAT', data: { type: 'JSON' } }]),
    };
  }
}
