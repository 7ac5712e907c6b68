import type { LegalText } from './legal-document';
import { config } from '../../config/env';

const c = config.company;

export const privacyNoticeEn: LegalText = {
  title: 'Privacy notice',
  intro: [
    `${c.name} ("we"), with address at ${c.address}, is responsible for the processing of your personal data. This notice explains which data we collect through our app and website, why we use it, with whom we share it and how you can exercise your rights.`,
  ],
  sections: [
    {
      id: 'law',
      heading: 'Applicable law',
      body: [
        'We process your personal data in accordance with the Federal Law on the Protection of Personal Data Held by Private Parties of Mexico, its Regulations and the guidelines issued by the competent authority. By using our services you acknowledge that you have read this notice.',
      ],
    },
    {
      id: 'data',
      heading: 'Personal data we collect',
      body: [
        'To evaluate and manage your loan we collect:',
        [
          'Identification data: full name, date of birth, nationality, official identification and tax or population registry number.',
          'Contact data: mobile phone number, e-mail address and home address.',
          'Financial data: bank account or card number for disbursement and repayment, income and employment information.',
          'Device data: device model, operating system version, device identifier, advertising identifier and app version.',
          'Data you give us when you contact customer service or file a complaint, including images you attach.',
        ],
      ],
    },
    {
      id: 'face',
      heading: 'Face recognition',
      body: [
        'To confirm your identity and prevent fraud we may ask you to take a photo of your face, which is compared with the photo on your official identification. This biometric data is sensitive personal data: we ask for your express consent before capturing it, use it only for identity verification, and delete it within 30 days after the verification is completed.',
      ],
    },
    {
      id: 'location',
      heading: 'Location',
      body: [
        'We grant loans only to users located in Mexico. With your permission, the app reads your approximate location when you apply, to confirm that you are in Mexico and to help detect fraud. We do not track your location continuously, and you can withdraw the permission in your device settings at any time, although we may then be unable to process a new application.',
      ],
    },
    {
      id: 'camera',
      heading: 'Camera',
      body: [
        'With your permission, the app uses the camera only to photograph your identification document, to take the face photo described above and to attach images to a complaint. We do not access the camera at any other time.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Purposes of processing',
      body: [
        'Primary purposes, necessary for the service:',
        [
          'Verifying your identity and your eligibility as an adult Mexican national with a permanent address in the country.',
          'Assessing your application and credit risk, and granting, disbursing and collecting the loan.',
          'Attending your questions, complaints and requests.',
          'Complying with legal obligations, including the prevention of money laundering and fraud.',
        ],
        'Secondary purposes, which you may refuse without affecting the service: sending offers and promotions, and satisfaction surveys.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers of personal data',
      body: [
        'We may share your data, without needing your consent where the law allows it, with: credit information companies, to consult and report your credit history; banks and payment processors, to disburse and collect payments; service providers that process data on our behalf under confidentiality obligations; and competent authorities when required by law. We do not sell your personal data.',
      ],
    },
    {
      id: 'arco',
      heading: 'Your rights (ARCO) and deadlines',
      body: [
        `You have the right to Access your data, to Rectify it when it is inaccurate, to Cancel it when you consider it is not being used properly, and to Oppose its use for specific purposes. Send your request to ${c.email}, with your name, a copy of your identification, the data concerned and the right you wish to exercise.`,
        [
          'We will reply to your request within 20 days of receiving it.',
          'If the request is granted, it will take effect within 15 working days of our reply.',
          'If your request is incomplete or unclear, we will ask you for a correction within 5 working days of receiving it.',
          'You will then have 10 working days to send the correction; otherwise the request will be considered not filed.',
        ],
      ],
    },
    {
      id: 'revocation',
      heading: 'Revocation of consent',
      body: [
        `You may revoke your consent to the processing of your data at any time by writing to ${c.email}. We will answer within the same deadlines as an ARCO request. Revocation cannot have retroactive effect and, while a loan is outstanding, we may need to keep the data required to manage and collect it.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      body: [
        'Our website and pages use cookies and local storage to keep your session, remember your language and measure the use of the service. You can delete or block cookies in your browser settings; some functions may then stop working.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      body: [
        'We may update this notice because of legal changes or changes in our services. We will publish the updated version in the app and on our website, showing the date of the last update.',
      ],
    },
  ],
};
