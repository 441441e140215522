import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, useToastsWanted } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function Shell() {
  const wanted = useToastsWanted();
  return (
    <>
      <p>{wanted ? 'area mounted' : 'no area'}</p>
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

// One module state for the file: the tests run in order, before and after the first toast.
describe('toast', () => {
  it('does not load the toast area for a dismissal alone', () => {
    render(<Shell />);
    act(() => toast.dismiss());
    expect(screen.getByText('no area')).toBeInTheDocument();
  });

  it('mounts the area with the first toast and shows that toast once it is there', async () => {
    render(<Shell />);
    act(() => toast.success('Saved'));
    expect(screen.getByText('area mounted')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => toast.error('Could not save', { description: 'The server did not answer' }));
    expect(await screen.findByText('The server did not answer')).toBeInTheDocument();
  });
});
