import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderAt } from '../../../testing/render';
import { QueryStates } from '../query-states';

const failed = (error: unknown) => ({ isPending: false, isError: true, error, refetch: () => undefined });

describe('QueryStates, failed', () => {
  it('offers to sign in again when the session lost its access, not a retry that would fail the same', () => {
    renderAt(
      <QueryStates
        query={failed(new ApiError(401, 'Your access has changed. Please sign in again.'))}
        isEmpty={false}
        loading={null}
        empty="None"
      >
        rows
      </QueryStates>,
      '/admin/leads',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your access has changed. Please sign in again.');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry for any other failure', () => {
    renderAt(
      <QueryStates
        query={failed(new ApiError(503, 'Please try again later.'))}
        isEmpty={false}
        loading={null}
        empty="None"
      >
        rows
      </QueryStates>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
  });
});
