import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved input (a project form is long; a stray menu click must not lose it).
 * Call `markDirty` on change and `release` just before navigating away after a successful save.
 */
export function useLeaveGuard() {
  const dirty = useRef(false);
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty.current && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: '离开此页面？',
      content: '已填写的内容尚未保存，离开后将丢失。',
      okText: '离开',
      cancelText: '继续填写',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  // Reload and closing the tab: the browser's own prompt.
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (dirty.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  return {
    markDirty: () => {
      dirty.current = true;
    },
    release: () => {
      dirty.current = false;
    },
  };
}
