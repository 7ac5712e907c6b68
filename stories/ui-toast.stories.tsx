import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button, ToastProvider, useToast, type ToastOptions } from '../src/ui';

function Triggers() {
  const toast = useToast();
  const loadFor2s = () => {
    const hide = toast.loading('uploading...');
    setTimeout(hide, 2000);
  };
  return (
    <div style={{ display: 'grid', gap: 8, padding: 16 }}>
      <Button onClick={() => toast.show('验证码已发送，请在手机上查看！')}>Text (3 s)</Button>
      <Button onClick={() => toast.show('Charging successful!', { kind: 'success' })}>Success (2 s)</Button>
      <Button onClick={() => toast.show('Copiado', { kind: 'info' })}>Info (2 s)</Button>
      <Button onClick={() => toast.show('error', { kind: 'error' })}>Error (3 s)</Button>
      <Button variant="secondary" onClick={loadFor2s}>
        Loading (hidden after 2 s)
      </Button>
      <Button variant="link" onClick={() => toast.hide()}>
        Hide
      </Button>
    </div>
  );
}

// Keeps one toast on screen so the state can be looked at and compared.
function Showing({ text, opts, loading }: { text: string; opts?: ToastOptions; loading?: boolean }) {
  const toast = useToast();
  useEffect(() => {
    if (loading) return toast.loading(text);
    toast.show(text, { ...opts, duration: 24 * 3600 * 1000 });
    return () => toast.hide();
  }, [toast, text, opts, loading]);
  return null;
}

const meta = {
  title: 'UI/Toast',
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: () => <Triggers /> };
export const Text: Story = { render: () => <Showing text="您已注册,请直接下载APP登录！" /> };
export const Success: Story = { render: () => <Showing text="Charging successful!" opts={{ kind: 'success' }} /> };
export const ErrorToast: Story = { render: () => <Showing text="error" opts={{ kind: 'error' }} /> };
export const Loading: Story = { render: () => <Showing text="uploading..." loading /> };
export const MarkupStaysText: Story = {
  render: () => <Showing text="<b>Servidor</b> respondió <img src=x>" />,
};
