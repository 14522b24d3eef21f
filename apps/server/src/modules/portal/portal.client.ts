/** HTTP client for the external application portal (api-compat.md "The portal"). */
export interface PortalClient {
  readonly isConfigured: boolean;
  listApprovedApplications(): Promise<unknown[]>;
  /** The application, or null when the portal answers 404. */
  getApplication(applicationId: string): Promise<unknown>;
  listOrganizations(): Promise<unknown[]>;
  /** Resolves when the portal acknowledged the deletion (2xx) or no longer has it (404). */
  deleteApplication(applicationId: string): Promise<void>;
  /** Resolves when the portal acknowledged forgetting the player (2xx) or never knew them (404). */
  deletePlayer(memberId: string): Promise<void>;
}

export class PortalError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

export function createPortalClient(options: {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs?: number;
}): PortalClient {
  const { baseUrl, apiKey } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'DELETE', path: string): Promise<Response> {
    if (!baseUrl) throw new PortalError('The application portal is not configured (PORTAL_URL)');
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(apiKey ? { 'x-api-key': apiKey, authorization: `Bearer ${apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PortalError(
        `Portal unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    return response;
  }

  async function json(path: string): Promise<unknown> {
    const response = await call('GET', path);
    if (!response.ok)
      throw new PortalError(`Portal answered ${response.status} for ${path}`, response.status);
    return response.json();
  }

  async function list(path: string): Promise<unknown[]> {
    const body = await json(path);
    if (Array.isArray(body)) return body;
    // Tolerate `{ data: [...] }` envelopes.
    const data = (body as { data?: unknown } | null)?.data;
    if (Array.isArray(data)) return data;
    throw new PortalError(`Portal answered a non-list for ${path}`);
  }

  return {
    isConfigured: Boolean(baseUrl),
    listApprovedApplications: () => list('/api/approved-tournaments'),
    async getApplication(applicationId) {
      const response = await call('GET', `/api/applications/${encodeURIComponent(applicationId)}`);
      if (response.status === 404) return null;
      if (!response.ok)
        throw new PortalError(`Portal answered ${response.status}`, response.status);
      const body = (await response.json()) as unknown;
      const wrapped = (body as { application?: unknown; data?: unknown } | null) ?? null;
      return wrapped?.application ?? wrapped?.data ?? body;
    },
    listOrganizations: () => list('/api/organizations'),
    async deleteApplication(applicationId) {
      const response = await call(
        'DELETE',
        `/api/applications/${encodeURIComponent(applicationId)}`,
      );
      if (response.ok || response.status === 404) return;
      throw new PortalError(`Portal answered ${response.status} to the deletion`, response.status);
    },
    async deletePlayer(memberId) {
      const response = await call('DELETE', `/api/players/${encodeURIComponent(memberId)}`);
      if (response.ok || response.status === 404) return;
      throw new PortalError(
        `Portal answered ${response.status} to the player deletion`,
        response.status,
      );
    },
  };
}
