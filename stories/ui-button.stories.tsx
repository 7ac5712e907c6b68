import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../src/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Solicitar préstamo', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Reintentar' } };
export const Link: Story = { args: { variant: 'link', children: 'Ver contrato' } };
export const Busy: Story = { args: { busy: true, children: 'Pagar' } };
export const Disabled: Story = { args: { disabled: true, children: 'Enviar' } };
export const Block: Story = { args: { block: true, children: 'Confirmar' } };
