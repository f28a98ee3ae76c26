import { create } from 'zustand';
import { bus } from '../../app/events.ts';
import { tokenKey } from '../../app/http.ts';

/** Remembered beside the expert's token, like the staff area's manage_csflg. */
export const SPECIALIST_MUST_CHANGE_KEY = 'specialist_csflg';

interface MustChange {
  /** The expert signed in with a password staff sent by SMS (login answer csflg): only 修改密码 is offered. */
  mustChange: boolean;
  setMustChange(value: boolean): void;
}

// Without a token the flag means nothing (the next sign-in sets it afresh).
const restore = () =>
  localStorage.getItem(tokenKey('specialist')) !== null && localStorage.getItem(SPECIALIST_MUST_CHANGE_KEY) === '1';

export const useSpecialistMustChange = create<MustChange>()((set) => ({
  mustChange: restore(),
  setMustChange(value) {
    if (value) localStorage.setItem(SPECIALIST_MUST_CHANGE_KEY, '1');
    else localStorage.removeItem(SPECIALIST_MUST_CHANGE_KEY);
    set({ mustChange: value });
  },
}));

// A call refused with 1005 (the flag was set after this page had signed in): send the expert to the change.
bus.on('mustChangePassword', (area) => {
  if (area === 'specialist') useSpecialistMustChange.getState().setMustChange(true);
});
