/**
 * Whether the API runs in sandbox mode (design §4 "sandbox helpers"). The API says so the only
 * way it does: its sandbox routes exist in sandbox mode alone (production answers them 404
 * ROUTE_NOT_FOUND), so one mailbox read for a reserved address tells. Asked once per API client.
 * @module
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../src/api/client';
import { useServices } from '../../app/services';

/** The address of the probe: `example.com` is reserved (RFC 2606) and never mailed. */
export const SANDBOX_PROBE_ADDRESS = 'sandbox-probe@example.com';

const probes = new WeakMap<ApiClient, Promise<boolean>>();

/** Asks the API once (per client) whether its sandbox routes exist. */
export function isSandboxApi(api: ApiClient): Promise<boolean> {
  let probe = probes.get(api);
  if (!probe) {
    probe = api.sandboxMailbox.list(SANDBOX_PROBE_ADDRESS).then(
      () => true,
      () => false,
    );
    probes.set(api, probe);
  }
  return probe;
}

/** `true` in sandbox mode, `false` otherwise, `undefined` while the API is being asked. */
export function useSandboxMode(): boolean | undefined {
  const { api } = useServices();
  const [sandbox, setSandbox] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void isSandboxApi(api).then((value) => {
      if (live) setSandbox(value);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return sandbox;
}
