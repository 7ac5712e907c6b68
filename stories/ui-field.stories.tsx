import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Field, type FieldProps } from '../src/ui';

function Controlled(props: Omit<FieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <Field {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Nombre' },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Plain: Story = { render: (args) => <Controlled {...args} /> };
export const WithHint: Story = {
  args: { label: 'Código de imagen', hint: '4 caracteres', maxLength: 4 },
  render: (args) => <Controlled {...args} />,
};
export const WithError: Story = {
  args: { label: 'Teléfono', behaviour: 'phone', error: '请正确输入手机号！', defaultValue: '123' },
};
export const BankCard: Story = { args: { label: 'Tarjeta bancaria', behaviour: 'bankCard' }, render: (args) => <Controlled {...args} /> };
export const Phone: Story = { args: { label: 'Teléfono', behaviour: 'phone' }, render: (args) => <Controlled {...args} /> };
export const NumberOnly: Story = { args: { label: 'Monto', behaviour: 'number', maxLength: 6 }, render: (args) => <Controlled {...args} /> };
