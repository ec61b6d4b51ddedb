import { forwardRef } from 'react';

/**
 * A field people never see or reach with the keyboard; bots fill it in. Its value goes to the
 * server as `website`, which drops the submission quietly.
 */
export const Honeypot = forwardRef<HTMLInputElement>(function Honeypot(_props, ref) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
});
