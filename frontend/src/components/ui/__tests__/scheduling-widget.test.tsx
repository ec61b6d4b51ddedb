import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { SchedulingWidget } from '../scheduling-widget';

const post = (origin: string, event = 'calendly.event_scheduled') =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { event } }));
  });

function renderWidget(src: string) {
  const onScheduled = vi.fn();
  renderAt(<SchedulingWidget src={src} pageUrl={src} title="Schedule a session" onScheduled={onScheduled} />);
  return onScheduled;
}

describe('SchedulingWidget', () => {
  it('hears the bookings of the link it embeds, from that link’s own origin', () => {
    const onScheduled = renderWidget('http://127.0.0.1:4010/s/link-1?embed_type=Inline');
    expect(screen.getByText('Loading the calendar…')).toBeInTheDocument();
    post('http://127.0.0.1:4010', 'calendly.event_type_viewed');
    expect(screen.queryByText('Loading the calendar…')).not.toBeInTheDocument();
    expect(onScheduled).not.toHaveBeenCalled();
    post('http://127.0.0.1:4010');
    expect(onScheduled).toHaveBeenCalledTimes(1);
  });

  it('still hears Calendly, and no other origin', () => {
    const onScheduled = renderWidget('http://127.0.0.1:4010/s/link-1');
    post('http://127.0.0.1:4011');
    post('https://evil.example');
    expect(onScheduled).not.toHaveBeenCalled();
    post('https://calendly.com');
    expect(onScheduled).toHaveBeenCalledTimes(1);
  });

  it('does not trust another origin because the page embeds Calendly', () => {
    const onScheduled = renderWidget('https://calendly.com/academy/quran?embed_type=Inline');
    post('http://127.0.0.1:4010');
    expect(onScheduled).not.toHaveBeenCalled();
    post('https://calendly.com');
    expect(onScheduled).toHaveBeenCalledTimes(1);
  });
});
