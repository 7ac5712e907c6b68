import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider, type Lang } from '../src/i18n';
import { NumberKeyboard } from '../src/ui';

function Demo({ initial, lang = 'es' }: { initial: string; lang?: Lang }) {
  const [value, setValue] = useState(initial);
  const [shown, setShown] = useState(true);
  const [confirmed, setConfirmed] = useState('');
  return (
    <I18nProvider lang={lang}>
      <div style={{ padding: 16 }}>
        <p>
          <output aria-label="value">{value || '—'}</output>
        </p>
        {confirmed && <p>✓ {confirmed}</p>}
        {!shown && <button onClick={() => setShown(true)}>Mostrar teclado</button>}
      </div>
      {shown && <NumberKeyboard value={value} onChange={setValue} onConfirm={() => setConfirmed(value)} onHide={() => setShown(false)} />}
    </I18nProvider>
  );
}

const meta = {
  title: 'UI/NumberKeyboard',
  component: NumberKeyboard,
  args: { value: '', onChange: () => {}, onConfirm: () => {}, onHide: () => {} },
} satisfies Meta<typeof NumberKeyboard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = { render: () => <Demo initial="" /> };
export const WithValue: Story = { render: () => <Demo initial="1200.5" /> };
export const English: Story = { render: () => <Demo initial="35" lang="en" /> };
