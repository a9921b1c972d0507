import type { Domain, HttpMethod, Route } from './types';

/** A route ready for matching: the route, its domain, and its path compiled to a regex with the names of the parameters it captures. */
export interface CompiledRoute {
  domain: Domain;
  route: Route;
  regex: RegExp;
  names: string[];
}

/** The route a request matched, and the path parameters decoded from its path. */
export interface RouteMatch {
  compiled: CompiledRoute;
  params: Record<string, string>;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles a route path (`/ecom/v1/checkouts/:id`, optional trailing `*`) to a regex. */
export function compilePath(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let wildcard = false;
  let body = path;
  if (body.endsWith('*')) {
    wildcard = true;
    body = body.slice(0, -1);
  }
  const source = body
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return escapeRegex(segment);
    })
    .join('/');
  if (wildcard) names.push('*');
  return { regex: new RegExp(`^${source}${wildcard ? '(.*)' : ''}/?$`), names };
}

/** All routes of all domains, matched in declaration order. */
export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(domains: Domain[]) {
    this.compiled = domains.flatMap((domain) =>
      domain.routes.map((route) => ({ domain, route, ...compilePath(route.path) })),
    );
  }

  match(method: HttpMethod, pathname: string): RouteMatch | undefined {
    for (const compiled of this.compiled) {
      if (compiled.route.method !== method) continue;
      const match = compiled.regex.exec(pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      compiled.names.forEach((name, i) => {
        const raw = match[i + 1] ?? '';
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return { compiled, params };
    }
    return undefined;
  }

  /** Whether any route (any method) answers this path. */
  hasPath(pathname: string): boolean {
    return this.compiled.some((entry) => entry.regex.test(pathname));
  }

  /** Each route's id, method, path and owning domain, in routing order. */
  describe(): { id: string; method: HttpMethod; path: string; domain: string }[] {
    return this.compiled.map((entry) => ({ id: entry.route.id, method: entry.route.method, path: entry.route.path, domain: entry.domain.name }));
  }

  get routes(): Route[] {
    return this.compiled.map((entry) => entry.route);
  }
}
