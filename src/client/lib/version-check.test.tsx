import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from './runtime-config';
import { toast } from './toast';
import { isNewBuild, LOADED_BUILD, useVersionCheck } from './version-check';

describe('isNewBuild', () => {
  const loaded = { version: '1.3.0', commit: 'abc1234' };

  it('is false for the same build', () => {
    expect(isNewBuild(loaded, { version: '1.3.0', commit: 'abc1234' })).toBe(false);
  });

  it('is true when the version moved', () => {
    expect(isNewBuild(loaded, { version: '1.3.1', commit: 'abc1234' })).toBe(true);
  });

  it('is true when the commit moved', () => {
    expect(isNewBuild(loaded, { version: '1.3.0', commit: 'def5678' })).toBe(true);
  });

  it('ignores an unknown commit on either side', () => {
    expect(isNewBuild(loaded, { version: '1.3.0', commit: 'unknown' })).toBe(false);
    expect(isNewBuild({ version: '1.3.0', commit: 'unknown' }, { version: '1.3.0', commit: 'def5678' })).toBe(
      false,
    );
  });
});

describe('useVersionCheck', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const serve = (build: { version: string; commit: string }) =>
    fetchMock.mockImplementation(async () => Response.json({ ...build, builtAt: null }));

  beforeEach(() => {
    client = new QueryClient();
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({ apiBaseUrl: 'http://localhost/api', minPasswordLength: 6, version: '1.3.0' });
  });
  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setRuntimeConfig(undefined);
  });

  it('asks nothing while the page loads: the server has just sent this build', () => {
    serve(LOADED_BUILD);
    renderHook(useVersionCheck, { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a reload once a later look finds another build', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    serve({ version: '99.0.0', commit: LOADED_BUILD.commit });
    renderHook(useVersionCheck, { wrapper });
    await act(() => client.refetchQueries({ queryKey: ['version'] }));
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/api/version', expect.anything());
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
  });
});
