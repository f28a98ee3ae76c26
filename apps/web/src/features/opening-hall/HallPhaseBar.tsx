import { HALL_PHASE_LABELS, type HallPhase } from '@swp/core/opening/hall';
import type { HallState } from '@swp/core/opening/responses';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatTime } from '../../shared/format.ts';

const PHASE_COLORS: Record<HallPhase, string> = {
  waiting: 'default',
  decrypting: 'processing',
  announced: 'success',
  closed: 'purple',
};

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as 时:分:秒 (or 分:秒 under an hour). */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/**
 * Seconds left until `until` by the server's clock: the state carries the server's time when it was made, so a page
 * whose own clock is off (or a test's moved server clock) counts the same window as the server closes.
 */
function useServerCountdown(until: string | undefined, serverTime: string): number | null {
  const offset = useMemo(() => new Date(serverTime).getTime() - Date.now(), [serverTime]);
  const left = () => (until ? (new Date(until).getTime() - (Date.now() + offset)) / 1000 : null);
  const [remaining, setRemaining] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads until and offset, both listed
  useEffect(() => {
    setRemaining(left());
    if (!until) return;
    const timer = window.setInterval(() => setRemaining(left()), 1000);
    return () => window.clearInterval(timer);
  }, [until, offset]);
  return remaining;
}

/** The hall's phase, the decryption window's countdown, and whether the page is live or polling. */
export function HallPhaseBar({ state, polling }: { state: HallState; polling: boolean }) {
  const remaining = useServerCountdown(state.phase === 'decrypting' ? state.decryptUntil : undefined, state.serverTime);
  return (
    <Flex vertical gap={8} data-testid="hall-phase-bar">
      <Flex align="center" gap={12} wrap>
        <Tag color={PHASE_COLORS[state.phase]} style={{ fontSize: 14, padding: '2px 10px' }} data-testid="hall-phase">
          {HALL_PHASE_LABELS[state.phase]}
        </Tag>
        {state.phase === 'decrypting' && remaining !== null ? (
          <Typography.Text strong data-testid="hall-countdown">
            解密剩余时间 {formatRemaining(remaining)}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
              （截止 {formatTime(state.decryptUntil)}）
            </Typography.Text>
          </Typography.Text>
        ) : null}
        {state.startedAt ? (
          <Typography.Text type="secondary">开标开始 {formatTime(state.startedAt)}</Typography.Text>
        ) : null}
        {state.announcedAt ? (
          <Typography.Text type="secondary">唱标 {formatTime(state.announcedAt)}</Typography.Text>
        ) : null}
        {state.closedAt ? <Typography.Text type="secondary">结束 {formatTime(state.closedAt)}</Typography.Text> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="hall-live">
          {polling ? '实时连接中断，每5秒自动刷新' : '实时更新'}
        </Typography.Text>
      </Flex>
      {state.failure ? <Alert type="error" showIcon title="有效投标不足" description={state.failure} /> : null}
    </Flex>
  );
}
