import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

type Modal = Omit<ModalStaticFunctions, 'warn'>;

/**
 * 放弃未保存的修改？ — asked when an editor with unsaved edits is closed. The safe answer, 继续编辑, holds the focus:
 * an Enter or a space pressed out of habit must not throw away long work (antd focuses the OK button by default,
 * here the destructive one).
 */
export function confirmDiscard(modal: Modal, content: string, onDiscard: () => void) {
  return modal.confirm({
    title: '放弃未保存的修改？',
    content,
    okText: '放弃修改',
    okButtonProps: { danger: true },
    cancelText: '继续编辑',
    autoFocusButton: 'cancel',
    onOk: onDiscard,
  });
}
