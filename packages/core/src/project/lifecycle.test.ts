import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canPerform,
  effectiveState,
  INITIAL_PROJECT_STATE,
  isBidUploadOpen,
  isEnrolmentOpen,
  PROJECT_ACTION_LABELS,
  PROJECT_ACTIONS,
  PROJECT_STATE_LABELS,
  PROJECT_STATES,
  type ProjectState,
  parseProjectState,
  projectStatusLabel,
  RETENDER_COPY_STATE,
  SHOWN_STATUS_LABELS,
  SHOWN_STATUSES,
  STORED_PROJECT_STATES,
  shownStatus,
  TIME_DERIVED_STATES,
  TRANSITIONS,
  targetState,
} from './lifecycle.ts';

import { AFTER_ENROL, AFTER_OPEN, AFTER_PUBLICITY, BEFORE, ENROLLING, project, times } from './lifecycle-fixture.ts';

describe('labels and table', () => {
  it('labels every state and action in Chinese', () => {
    expect(PROJECT_STATE_LABELS).toEqual({
      draft: '草稿',
      approved: '已立项',
      announced: '待报名',
      enrolling: '报名中',
      bidding: '投标中',
      awaitingOpening: '待开标',
      evaluating: '评标中',
      evaluated: '评标完成',
      publicity: '公示中',
      awarded: '已中标',
      failed: '已流标',
    });
    expect(PROJECT_ACTION_LABELS.open).toBe('开标');
    expect(PROJECT_ACTION_LABELS.retender).toBe('重新采购');
    for (const a of PROJECT_ACTIONS) expect(PROJECT_ACTION_LABELS[a]).toMatch(/\p{Script=Han}/u);
  });

  it('follows docs/lifecycle.md', () => {
    const path = [
      'submit',
      'publishTender',
      'closeEnrolment',
      'open',
      'finishEvaluation',
      'publishResult',
      'publishWinner',
    ] as const;
    expect(path.map((a) => TRANSITIONS[a].to)).toEqual([
      'approved',
      'enrolling',
      'bidding',
      'evaluating',
      'evaluated',
      'publicity',
      'awarded',
    ]);
    expect(TRANSITIONS.publishFailure.from).toEqual(PROJECT_STATES.filter((s) => s !== 'awarded' && s !== 'failed'));
    expect(TRANSITIONS.closeEnrolment.trigger).toBe('time');
    expect(TRANSITIONS.finishEvaluation.trigger).toBe('committee');
    expect(RETENDER_COPY_STATE).toBe('draft');
    expect(INITIAL_PROJECT_STATE).toBe('draft');
  });

  it('stores only the initial state and the targets of the table; 待报名 and 待开标 are computed from the clock', () => {
    const computed = ['announced', 'awaitingOpening'];
    expect(STORED_PROJECT_STATES).toEqual(PROJECT_STATES.filter((s) => !computed.includes(s)));
    expect(Object.values(TRANSITIONS).some((t) => t.to !== null && computed.includes(t.to))).toBe(false);
  });

  it('opens only from 待开标, and lets the running actions reach it', () => {
    expect(TRANSITIONS.open.from).toEqual(['awaitingOpening']);
    for (const action of ['publishCorrection', 'publishFailure', 'pause', 'resume'] as const) {
      expect(TRANSITIONS[action].from).toContain('awaitingOpening');
    }
    expect(TRANSITIONS.edit.from).not.toContain('awaitingOpening');
  });
});

describe('parseProjectState', () => {
  it('reads every stored state and throws on anything else, never guessing', () => {
    for (const s of STORED_PROJECT_STATES) expect(parseProjectState(s)).toBe(s);
    expect(() => parseProjectState('announced')).toThrow('unknown project state in the database: "announced"');
    expect(() => parseProjectState('awaitingOpening')).toThrow('unknown project state in the database');
    expect(() => parseProjectState('running')).toThrow('unknown project state in the database: "running"');
    expect(() => parseProjectState('')).toThrow('unknown project state');
  });
});

describe('effectiveState', () => {
  it('reads a published tender as 待报名 until enrollTime, then 报名中', () => {
    expect(effectiveState(project('enrolling'), BEFORE)).toBe('announced');
    expect(projectStatusLabel(project('enrolling'), BEFORE)).toBe('待报名');
    expect(effectiveState(project('enrolling'), '2026-03-02 08:59')).toBe('announced');
    expect(effectiveState(project('enrolling'), '2026-03-02 09:00')).toBe('enrolling');
    expect(effectiveState(project('enrolling', { enrollTime: null }), BEFORE)).toBe('enrolling');
    expect(effectiveState(project('enrolling', { paused: true }), BEFORE)).toBe('enrolling');
    expect(effectiveState(project('approved'), BEFORE)).toBe('approved');
  });

  it('moves enrolling to bidding once enrollEndTime has come', () => {
    expect(effectiveState(project('enrolling'), ENROLLING)).toBe('enrolling');
    expect(effectiveState(project('enrolling'), '2026-03-05 17:00')).toBe('bidding');
    expect(effectiveState(project('enrolling'), AFTER_ENROL)).toBe('bidding');
  });

  it('reads a tender past closeFileupTime as 待开标, whether or not the close of enrolment was written', () => {
    expect(effectiveState(project('enrolling'), '2026-03-10 08:59')).toBe('bidding');
    expect(effectiveState(project('enrolling'), '2026-03-10 09:00')).toBe('awaitingOpening');
    expect(effectiveState(project('bidding'), '2026-03-10 08:59')).toBe('bidding');
    expect(effectiveState(project('bidding'), '2026-03-10 09:00')).toBe('awaitingOpening');
    expect(effectiveState(project('bidding'), AFTER_PUBLICITY)).toBe('awaitingOpening');
    expect(projectStatusLabel(project('bidding'), AFTER_OPEN)).toBe('待开标');
    // Opened: the stored state moved on and the clock no longer matters.
    expect(effectiveState(project('evaluating'), AFTER_OPEN)).toBe('evaluating');
  });

  it('keeps a paused tender where it was, and a tender without closeFileupTime in 投标中', () => {
    expect(effectiveState(project('bidding', { paused: true }), AFTER_OPEN)).toBe('bidding');
    expect(projectStatusLabel(project('bidding', { paused: true }), AFTER_OPEN)).toBe('已暂停');
    expect(effectiveState(project('bidding', { closeFileupTime: null }), AFTER_OPEN)).toBe('bidding');
    expect(effectiveState(project('enrolling', { closeFileupTime: null }), AFTER_OPEN)).toBe('bidding');
  });

  it('shows 已暂停 for a paused project and the effective state otherwise: the one status of lists and 统计分析', () => {
    expect(shownStatus(project('bidding', { paused: true }), AFTER_OPEN)).toBe('paused');
    expect(shownStatus(project('bidding'), AFTER_OPEN)).toBe('awaitingOpening');
    expect(shownStatus(project('publicity', { paused: true }), AFTER_PUBLICITY)).toBe('paused');
    expect(SHOWN_STATUSES.map((s) => SHOWN_STATUS_LABELS[s])).toEqual([
      ...PROJECT_STATES.map((s) => PROJECT_STATE_LABELS[s]),
      '已暂停',
    ]);
    // The time rules read only states a row can hold.
    for (const rule of TIME_DERIVED_STATES) {
      for (const stored of rule.stored) expect(STORED_PROJECT_STATES).toContain(stored);
    }
  });

  it('does not move a paused project, nor other states', () => {
    expect(effectiveState(project('enrolling', { paused: true }), AFTER_ENROL)).toBe('enrolling');
    expect(effectiveState(project('bidding'), ENROLLING)).toBe('bidding');
    expect(effectiveState(project('enrolling', { enrollEndTime: null }), AFTER_ENROL)).toBe('enrolling');
  });

  it('gives list labels, 已暂停 while paused', () => {
    expect(projectStatusLabel(project('enrolling'), AFTER_ENROL)).toBe('投标中');
    expect(projectStatusLabel(project('enrolling', { paused: true }), AFTER_ENROL)).toBe('已暂停');
  });

  it('gives the target state of each action', () => {
    expect(targetState(project('bidding'), 'open', AFTER_OPEN)).toBe('evaluating');
    expect(targetState(project('enrolling'), 'publishCorrection', AFTER_ENROL)).toBe('bidding');
    expect(targetState(project('failed'), 'retender', AFTER_OPEN)).toBe('failed');
  });
});

describe('canPerform: states', () => {
  it('refuses with the Chinese state and action', () => {
    expect(canPerform(project('draft'), 'open', AFTER_OPEN)).toEqual({
      ok: false,
      reason: '项目当前状态为「草稿」，不能开标',
    });
    expect(canPerform(project('awarded'), 'publishFailure', { now: AFTER_OPEN, lossDes: 'x' })).toEqual({
      ok: false,
      reason: '项目当前状态为「已中标」，不能发布流标公告',
    });
  });

  it('walks the happy path', () => {
    expect(canPerform(project('draft'), 'submit', BEFORE)).toEqual({ ok: true });
    expect(canPerform(project('draft'), 'edit', BEFORE)).toEqual({ ok: true });
    expect(canPerform(project('approved'), 'edit', BEFORE)).toEqual({ ok: true });
    expect(canPerform(project('approved'), 'publishTender', BEFORE)).toEqual({ ok: true });
    expect(canPerform(project('enrolling'), 'closeEnrolment', AFTER_ENROL)).toEqual({ ok: true });
    expect(canPerform(project('bidding'), 'open', AFTER_OPEN)).toEqual({ ok: true });
    expect(canPerform(project('evaluating'), 'finishEvaluation', AFTER_OPEN)).toEqual({ ok: true });
    expect(canPerform(project('evaluated'), 'publishResult', AFTER_OPEN)).toEqual({ ok: true });
    expect(canPerform(project('publicity'), 'publishWinner', AFTER_PUBLICITY)).toEqual({ ok: true });
    expect(canPerform(project('failed'), 'retender', AFTER_PUBLICITY)).toEqual({ ok: true });
  });

  it('refuses editing after the tender is published', () => {
    expect(canPerform(project('enrolling'), 'edit', BEFORE)).toEqual({
      ok: false,
      reason: '项目当前状态为「待报名」，不能编辑',
    });
    expect(canPerform(project('enrolling'), 'edit', ENROLLING)).toEqual({
      ok: false,
      reason: '项目当前状态为「报名中」，不能编辑',
    });
  });

  it('refuses 开标 without a 评分标准, and the result publicity before the committee finished', () => {
    expect(canPerform(project('bidding'), 'open', { now: AFTER_OPEN, hasGradingStandard: false })).toEqual({
      ok: false,
      reason: '项目未选择评分标准，不能开标',
    });
    expect(canPerform(project('bidding'), 'open', { now: AFTER_OPEN, hasGradingStandard: true })).toEqual({ ok: true });
    expect(canPerform(project('evaluating'), 'publishResult', AFTER_OPEN)).toEqual({
      ok: false,
      reason: '项目当前状态为「评标中」，不能发布结果公示',
    });
  });

  it('reads the effective state: an enrolling project past enrollEndTime can be opened', () => {
    expect(canPerform(project('enrolling'), 'open', AFTER_OPEN)).toEqual({ ok: true });
    expect(canPerform(project('enrolling'), 'open', ENROLLING)).toEqual({
      ok: false,
      reason: '项目当前状态为「报名中」，不能开标',
    });
  });

  it('allows 流标 from every state before awarded, with a reason', () => {
    const before = ['draft', 'approved', 'announced', 'enrolling', 'bidding', 'evaluating', 'evaluated', 'publicity'];
    for (const s of before as ProjectState[]) {
      expect(canPerform(project(s), 'publishFailure', { now: AFTER_OPEN, lossDes: '投标人不足' }).ok).toBe(true);
    }
    expect(effectiveState(project('bidding'), AFTER_OPEN)).toBe('awaitingOpening');
    expect(canPerform(project('bidding'), 'publishFailure', { now: AFTER_OPEN, lossDes: '  ' })).toEqual({
      ok: false,
      reason: '请填写流标原因',
    });
    expect(canPerform(project('failed'), 'publishFailure', { now: AFTER_OPEN, lossDes: 'x' }).ok).toBe(false);
  });

  it('re-tenders a failed project once', () => {
    expect(canPerform(project('failed', { retendered: true }), 'retender', AFTER_OPEN)).toEqual({
      ok: false,
      reason: '该项目已重新采购，不能重复操作',
    });
    expect(canPerform(project('awarded'), 'retender', AFTER_OPEN).ok).toBe(false);
  });

  it('refuses an invalid now', () => {
    expect(canPerform(project('draft'), 'submit', 'garbage')).toEqual({ ok: false, reason: '当前时间无效' });
  });
});

describe('canPerform: time gates and facts', () => {
  it('closes enrolment only at enrollEndTime', () => {
    expect(canPerform(project('enrolling'), 'closeEnrolment', ENROLLING)).toEqual({
      ok: false,
      reason: '未到报名截止时间（2026年3月5日 17:00），不能报名截止',
    });
    expect(canPerform(project('bidding'), 'closeEnrolment', AFTER_ENROL).ok).toBe(false);
  });

  it('opens only once the bids are sealed (待开标), never while they can still be uploaded', () => {
    const sameTime = project('bidding', { openTime: times.closeFileupTime });
    expect(canPerform(sameTime, 'open', '2026-03-10 08:59')).toEqual({
      ok: false,
      reason: '项目当前状态为「投标中」，不能开标',
    });
    expect(canPerform(sameTime, 'open', '2026-03-10 09:00')).toEqual({ ok: true });
    expect(canPerform(project('enrolling'), 'open', '2026-03-10 09:00')).toEqual({
      ok: false,
      reason: '未到开标时间（2026年3月10日 09:30），不能开标',
    });
  });

  it('opens only at or after openTime', () => {
    expect(canPerform(project('bidding'), 'open', '2026-03-10 09:29')).toEqual({
      ok: false,
      reason: '未到开标时间（2026年3月10日 09:30），不能开标',
    });
    expect(canPerform(project('bidding', { openTime: null }), 'open', AFTER_OPEN)).toEqual({
      ok: false,
      reason: '未设置开标时间，不能开标',
    });
  });

  it('refuses to open with too few bids when the count is given', () => {
    expect(canPerform(project('bidding'), 'open', { now: AFTER_OPEN, bidCount: 2 })).toEqual({
      ok: false,
      reason: '投标人不足3家（当前2家），不能开标，可发布流标公告后重新采购',
    });
    expect(canPerform(project('bidding'), 'open', { now: AFTER_OPEN, bidCount: 2, minBids: 2 }).ok).toBe(true);
  });

  it('publishes the winner only after the publicity and with no open objection', () => {
    expect(canPerform(project('publicity'), 'publishWinner', '2026-03-15 08:59')).toEqual({
      ok: false,
      reason: '结果公示期未满（公示至2026年3月15日 09:00），不能发布中标公告',
    });
    expect(canPerform(project('publicity'), 'publishWinner', { now: AFTER_PUBLICITY, openObjections: 1 })).toEqual({
      ok: false,
      reason: '尚有1条异议未答复，不能发布中标公告',
    });
    expect(canPerform(project('publicity'), 'publishWinner', { now: AFTER_PUBLICITY, publicityDays: 5 }).ok).toBe(
      false,
    );
    expect(canPerform(project('publicity', { gsTime: null }), 'publishWinner', AFTER_PUBLICITY)).toEqual({
      ok: false,
      reason: '未设置公示时间，不能发布中标公告',
    });
  });
});

describe('pause and resume', () => {
  const paused = project('bidding', { paused: true, pauseReason: '收到投诉' });

  it('stops every action but resume and 流标', () => {
    expect(allowedActions(paused, AFTER_OPEN)).toEqual(['publishFailure', 'resume']);
    expect(canPerform(paused, 'open', AFTER_OPEN)).toEqual({
      ok: false,
      reason: '项目已暂停（暂停原因：收到投诉），不能开标，请先恢复',
    });
    expect(canPerform({ ...paused, pauseReason: null }, 'open', AFTER_OPEN)).toEqual({
      ok: false,
      reason: '项目已暂停，不能开标，请先恢复',
    });
    expect(canPerform(paused, 'resume', AFTER_OPEN)).toEqual({ ok: true });
  });

  it('stops the time-driven enrolment close', () => {
    const pausedEnrolling = project('enrolling', { paused: true });
    expect(canPerform(pausedEnrolling, 'closeEnrolment', AFTER_ENROL).ok).toBe(false);
    expect(isEnrolmentOpen(pausedEnrolling, ENROLLING)).toBe(false);
    expect(isBidUploadOpen(pausedEnrolling, ENROLLING)).toBe(false);
  });

  it('pauses a running project with a reason, never a draft or a finished one', () => {
    expect(canPerform(project('bidding'), 'pause', { now: AFTER_OPEN, reason: '收到投诉' })).toEqual({ ok: true });
    expect(canPerform(project('bidding'), 'pause', { now: AFTER_OPEN })).toEqual({
      ok: false,
      reason: '请填写暂停原因',
    });
    expect(canPerform(project('draft'), 'pause', { now: AFTER_OPEN, reason: 'x' }).ok).toBe(false);
    expect(canPerform(project('awarded'), 'pause', { now: AFTER_OPEN, reason: 'x' }).ok).toBe(false);
    expect(canPerform(paused, 'pause', { now: AFTER_OPEN, reason: 'x' }).ok).toBe(false);
    expect(canPerform(project('bidding'), 'resume', AFTER_OPEN)).toEqual({ ok: false, reason: '项目未暂停，无需恢复' });
  });
});

describe('allowedActions', () => {
  it('lists what each state offers, without asking for inputs', () => {
    expect(allowedActions(project('draft'), BEFORE)).toEqual(['submit', 'edit', 'publishFailure']);
    expect(allowedActions(project('approved'), BEFORE)).toEqual(['edit', 'publishTender', 'publishFailure', 'pause']);
    expect(allowedActions(project('enrolling'), BEFORE)).toEqual(['publishCorrection', 'publishFailure', 'pause']);
    expect(allowedActions(project('enrolling'), ENROLLING)).toEqual(['publishCorrection', 'publishFailure', 'pause']);
    expect(allowedActions(project('enrolling'), AFTER_ENROL)).toEqual([
      'publishCorrection',
      'closeEnrolment',
      'publishFailure',
      'pause',
    ]);
    expect(allowedActions(project('bidding'), '2026-03-10 09:10')).toEqual([
      'publishCorrection',
      'publishFailure',
      'pause',
    ]);
    expect(allowedActions(project('bidding', { paused: true }), '2026-03-10 09:10')).toEqual([
      'publishFailure',
      'resume',
    ]);
    expect(allowedActions(project('bidding'), AFTER_OPEN)).toEqual([
      'publishCorrection',
      'open',
      'publishFailure',
      'pause',
    ]);
    expect(allowedActions(project('publicity'), AFTER_PUBLICITY)).toContain('publishWinner');
    expect(allowedActions(project('publicity'), { now: AFTER_PUBLICITY, openObjections: 2 })).not.toContain(
      'publishWinner',
    );
    expect(allowedActions(project('awarded'), AFTER_PUBLICITY)).toEqual([]);
    expect(allowedActions(project('failed'), AFTER_PUBLICITY)).toEqual(['retender']);
  });

  it('accepts a Date or epoch ms as now', () => {
    const now = new Date('2026-03-10T01:30:00Z');
    expect(allowedActions(project('bidding'), now)).toContain('open');
    expect(allowedActions(project('bidding'), now.getTime())).toContain('open');
  });

  it('lets the web keep only staff buttons', () => {
    const buttons = allowedActions(project('enrolling'), AFTER_ENROL).filter((a) => TRANSITIONS[a].trigger === 'staff');
    expect(buttons).not.toContain('closeEnrolment');
  });
});
