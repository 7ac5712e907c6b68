import { expect, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { complaintDetailMachine, type ComplaintDetailContext } from '../../machines/complaint-detail/complaint-detail.machine';
import ComplaintDetailPage from '../../src/flows/complaint/complaint-detail-page';
import { config } from '../../src/config/env';
import { describeViewModel } from '../helpers/view-suite';
import { renderPage, pageAlert, toastText } from '../helpers/render-page';
import { businessError } from '../../stories/support/complaint-fixtures';
import { complaintDetailModel } from '../machines/complaint.model';

const replyLabel = `Reply from ${config.agentFirstName}`;

function expectDetail(c: ComplaintDetailContext) {
  const d = c.detail!;
  expect(screen.getByTestId('detail-type')).toHaveTextContent(d.type);
  expect(screen.getByTestId('detail-content')).toHaveTextContent(d.content);
  expect(screen.getByText(`${d.content.length}/200`)).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(d.images.length);
  if (d.disposeDetail !== '' || d.disposeImages.length > 0) {
    expect(screen.getByRole('region', { name: replyLabel })).toHaveTextContent(d.disposeDetail);
    expect(screen.getAllByRole('img', { name: /^Reply images \d$/ })).toHaveLength(d.disposeImages.length);
  } else {
    expect(screen.queryByTestId('detail-reply')).toBeNull();
  }
}

describeViewModel('complaintDetail', complaintDetailMachine, {
  ...complaintDetailModel,
  fakeTimers: 'manual',
  render: (machineOptions) => renderPage(<ComplaintDetailPage />, { route: '/complainDetails?type=1&problemId=1000', machineOptions }),
  events: {
    // Not a moment before 3 s: at 2999 ms the modal is still closed.
    'xstate.after.ratingDelay.complaintDetail.loaded.awaitingRating': async () => {
      await act(async () => vi.advanceTimersByTime(2999));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
    },
    'load.retry': async (_e, { user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  states: {
    loading: (_s, { actors }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(actors.pending.get('loadDetail')?.input).toEqual({ problemId: '1000' });
    },
    failed: () => {
      // The server's message is the toast (SPEC 8); the page says why in our words.
      expect(toastText()).toContain(businessError.message);
      expect(pageAlert()).toHaveTextContent('The information could not be loaded.');
    },
    'loaded.settled': (s) => {
      expectDetail(s.context as ComplaintDetailContext);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'loaded.awaitingRating': (s) => {
      expectDetail(s.context as ComplaintDetailContext);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'loaded.ratingOpen': (s) => {
      expectDetail(s.context as ComplaintDetailContext);
      expect(screen.getByRole('dialog', { name: 'Rate our service' })).toBeInTheDocument();
    },
  },
});
