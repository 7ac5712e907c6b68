import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Field, Modal } from '../src/ui';

function Toggle({ dismissable, initialOpen = true }: { dismissable: boolean; initialOpen?: boolean }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal open={open} title="¿Necesita una prórroga?" onClose={dismissable ? () => setOpen(false) : undefined}>
        <p>Puede pagar solo la prórroga y ampliar el plazo.</p>
        <div style={{ display: 'grid', gap: 8 }}>
          <Button block onClick={() => setOpen(false)}>
            Prórroga
          </Button>
          <Button block variant="secondary" onClick={() => setOpen(false)}>
            No, gracias
          </Button>
        </div>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, title: 'Modal' },
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithChoices: Story = { render: () => <Toggle dismissable /> };
export const NotDismissable: Story = {
  render: () => (
    <Modal open title="Recalculando su préstamo">
      <p>Espere un momento, estamos actualizando el importe.</p>
    </Modal>
  ),
};
export const WithForm: Story = {
  render: () => (
    <Modal open title="Código SMS" onClose={() => {}}>
      <Field label="Código" behaviour="number" maxLength={6} defaultValue="" />
      <Button block>Confirmar</Button>
    </Modal>
  ),
};
export const Closed: Story = { render: () => <Toggle dismissable initialOpen={false} /> };
