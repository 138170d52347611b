/** Starting, following and stopping a batch: the setting, the progress bar and its counts. */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useCountdown } from '../../lib/useCountdown.ts';
import { durationWords, remainingMs } from './results.ts';
import { MAX_CONCURRENCY, MIN_CONCURRENCY, clampConcurrency } from './runner.ts';
import type { BatchView } from './store.ts';

export interface Counts {
  /** Rows that can be sent (valid). */
  ready: number;
  done: number;
  failed: number;
  /** Valid rows neither done nor failed. */
  left: number;
}

interface RunPanelProps {
  view: BatchView;
  counts: Counts;
  concurrency: number;
  onConcurrency: (value: number) => void;
  onStart: (which: 'left' | 'failed') => void;
  onCancel: () => void;
}

const ANNOUNCE_EVERY_MS = 5000;

export function RunPanel({
  view,
  counts,
  concurrency,
  onConcurrency,
  onStart,
  onCancel,
}: RunPanelProps) {
  const t = useT();
  const id = useId();
  const running = view.phase === 'running';
  const paused = running && view.pausedUntil !== null;
  const secondsLeft = useCountdown(paused ? (view.pausedUntil ?? undefined) : undefined);
  const [field, setField] = useState(String(concurrency));
  const settledTotal = counts.done + counts.failed;
  const started = view.phase !== 'idle' || settledTotal > 0;

  let status = '';
  if (running) {
    const eta = remainingMs(view.at - view.startedAt, view.settled, counts.left);
    // While paused, no time left is guessed: the banner below names the pause and counts it down.
    status = `${t('bulk.run.counts', { ...counts })}; ${
      paused
        ? t('bulk.run.etaPaused')
        : eta === undefined
          ? t('bulk.run.etaUnknown')
          : t('bulk.run.eta', { time: durationWords(eta, t) })
    }`;
  } else if (view.phase === 'cancelled') {
    status = t('bulk.run.cancelled', { count: counts.done, left: counts.left });
  } else if (started) {
    status =
      counts.left > 0
        ? t('bulk.run.counts', { ...counts })
        : t('bulk.run.finished', { count: counts.done, failed: counts.failed });
  }
  const pauseKey = view.pausedByLimit ? 'bulk.run.paused' : 'bulk.run.pausedBusy';
  const pause =
    paused && secondsLeft !== undefined ? t(pauseKey, { seconds: Math.max(1, secondsLeft) }) : '';

  // Screen readers hear the progress now and then (every few seconds at most), and a change of
  // state (started, paused, going on, finished, cancelled) at once; a pause once as it starts,
  // not each second it counts down.
  const [announced, setAnnounced] = useState('');
  const lastAnnounce = useRef(0);
  const lastState = useRef('');
  useEffect(() => {
    const text = [pause, status].filter(Boolean).join(' ');
    const state = `${view.phase}:${paused ? 'paused' : 'going'}`;
    const changed = lastState.current !== state;
    lastState.current = state;
    if (!text || (!changed && (paused || Date.now() - lastAnnounce.current < ANNOUNCE_EVERY_MS)))
      return;
    lastAnnounce.current = Date.now();
    setAnnounced(text);
  }, [status, pause, view.phase, paused]);

  return (
    <section className="card bulk-run" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bulk.run.title')}</h2>
      <div className="field bulk-run__setting">
        <label className="field__label" htmlFor={`${id}-concurrency`}>
          {t('bulk.run.concurrency')}
        </label>
        <p className="field__hint" id={`${id}-concurrency-hint`}>
          {t('bulk.run.concurrency.hint')}
        </p>
        <input
          id={`${id}-concurrency`}
          type="number"
          inputMode="numeric"
          min={MIN_CONCURRENCY}
          max={MAX_CONCURRENCY}
          step={1}
          value={field}
          disabled={running}
          aria-describedby={`${id}-concurrency-hint`}
          onChange={(event) => {
            setField(event.target.value);
            if (event.target.value.trim() !== '')
              onConcurrency(clampConcurrency(Number(event.target.value)));
          }}
          onBlur={() => setField(String(concurrency))}
        />
      </div>
      <div className="button-row">
        {running ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('bulk.run.cancel')}
          </button>
        ) : (
          <>
            {counts.left > 0 ? (
              <button type="button" className="button" onClick={() => onStart('left')}>
                {counts.done + counts.failed > 0
                  ? t('bulk.run.continue', { count: counts.left })
                  : t('bulk.run.start', { count: counts.left })}
              </button>
            ) : null}
            {counts.failed > 0 ? (
              <button
                type="button"
                className={counts.left > 0 ? 'button button--secondary' : 'button'}
                onClick={() => onStart('failed')}
              >
                {t('bulk.run.retry', { count: counts.failed })}
              </button>
            ) : null}
            {counts.ready === 0 ? <p className="field__hint">{t('bulk.run.nothing')}</p> : null}
          </>
        )}
      </div>
      {started ? (
        <div className="bulk-progress">
          <progress
            id={`${id}-progress`}
            max={Math.max(1, counts.ready)}
            value={settledTotal}
            aria-label={t('bulk.run.progress')}
          />
          <p className="bulk-progress__status" data-testid="bulk-progress">
            {status}
          </p>
          {pause ? (
            <p className="notice notice--warning" data-testid="bulk-pause">
              {pause}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </section>
  );
}
