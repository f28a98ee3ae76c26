import { create } from 'zustand';
import { bus } from '../../app/events.ts';

/**
 * Whether the vender login modal is open. It follows the 'login needed' / 'cancel login' notifications from
 * the moment the vender bundle loads, so a page that asks for a login while mounting is never missed.
 */
export const useLoginModal = create<{ open: boolean }>()(() => ({ open: false }));

bus.on('loginNeeded', () => useLoginModal.setState({ open: true }));
bus.on('cancelLogin', () => useLoginModal.setState({ open: false }));
