/** The contact form's model: a complete submission; the machine keeps no context that shows. */
export const contactModel = {
  cases: {
    'form.submit': [{ values: { name: 'Ana Ruiz', phone: '5512345678', email: 'ana@example.com', remark: 'Quiero información' } }],
  },
};
