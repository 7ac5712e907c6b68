import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, type FieldProps } from '../../../src/ui';

function Controlled(props: Omit<FieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <Field {...props} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('Field', () => {
  it('labels the input and describes it by its hint', () => {
    render(<Field label="Name" hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your ID');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it by the error', () => {
    render(<Field label="Phone" hint="11 digits" error="请正确输入手机号！" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('11 digits 请正确输入手机号！');
    expect(screen.getByText('请正确输入手机号！')).toBeVisible();
  });

  it('formats a bank card in blocks of 4 while typing', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Card" behaviour="bankCard" />);
    const input = screen.getByRole('textbox', { name: 'Card' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '6222-0212x345678');
    expect(input).toHaveValue('6222 0212 3456 78');
    expect(screen.getByTestId('value')).toHaveTextContent('6222 0212 3456 78');
  });

  it('formats a phone 3-4-4 and stops at 11 digits', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Phone" behaviour="phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '1381234567899');
    expect(input).toHaveValue('138 1234 5678');
  });

  it('keeps digits only for a number and caps the digits at maxLength', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Amount" behaviour="number" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1a2.3-4b5678');
    expect(input).toHaveValue('12345');
  });

  it('lets maxLength count digits, not spaces, with a behaviour', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Card" behaviour="bankCard" maxLength={8} />);
    const input = screen.getByRole('textbox', { name: 'Card' });
    expect(input).not.toHaveAttribute('maxlength');
    await user.type(input, '1234567890');
    expect(input).toHaveValue('1234 5678');
  });

  it('passes maxLength to a plain input', () => {
    render(<Field label="Captcha" maxLength={4} />);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('maxlength', '4');
  });

  it('keeps the caret after an edit in the middle', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Card" behaviour="bankCard" />);
    const input = screen.getByRole('textbox', { name: 'Card' }) as HTMLInputElement;
    await user.type(input, '12345678');
    await user.type(input, '9', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('1234 9567 8');
    expect(input.selectionStart).toBe(6);
  });

  it('formats inside react-hook-form register', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <Field label="Phone" behaviour="phone" {...register('phone')} />
          <button type="submit">send</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '13812345678');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '138 1234 5678' });
  });
});
