import type { Messages } from './en';
import type { Translation } from './keys';
import { site } from './uk/site';
import { room } from './uk/room';
import { account } from './uk/account';
import { admin } from './uk/admin';

/** Ukrainian strings: typed as the English ones, so a missing or extra key fails the typecheck. */
export const uk: Translation<Messages> = {
  ...site,
  ...room,
  ...account,
  ...admin,

  common: {
    appName: 'Estimate',
    loading: 'Завантаження…',
    cancel: 'Скасувати',
    backHome: 'На головну',
    comingNext: 'Незабаром',
    whatWillBeHere: 'Що тут буде',
    skipToContent: 'Перейти до основного вмісту',
  },
  nav: {
    home: 'Головна',
    about: 'Про нас',
    contact: 'Контакти',
    privacy: 'Конфіденційність',
    newGame: 'Нова гра',
    newRetro: 'Нова ретро',
    dashboard: 'Панель',
    rooms: 'Кімнати',
    retro: 'Ретро',
    profile: 'Профіль',
    admin: 'Адміністрування',
    overview: 'Огляд',
    users: 'Користувачі',
    signIn: 'Увійти',
    main: 'Основна навігація',
    account: 'Ваш обліковий запис',
    administration: 'Адміністрування',
    footer: 'Сайт',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    sections: 'Розділи',
  },
  theme: {
    toggle: 'Тема: {{current}}. Перемкнути на {{next}}',
    light: 'світла',
    dark: 'темна',
    system: 'системна',
  },
  language: {
    label: 'Мова',
    switchTo: 'Змінити мову на {{language}}',
    en: 'English',
    uk: 'Українська',
    shortEn: 'EN',
    shortUk: 'УК',
  },
  user: {
    menu: 'Меню облікового запису {{name}}',
    guest: 'Гість',
    roleUser: 'Учасник',
    roleAdmin: 'Адміністратор',
    signOut: 'Вийти',
  },
  footer: {
    tagline: 'Planning poker на вашому власному сервері.',
    version: 'Версія {{version}} ({{commit}})',
  },
  auth: {
    signIn: {
      title: 'Вхід',
      lead: 'З поверненням! Увійдіть, щоб побачити свої кімнати.',
      submit: 'Увійти',
      noAccount: 'Вперше тут?',
      createAccount: 'Створити обліковий запис',
    },
    signUp: {
      title: 'Створіть обліковий запис',
      lead: 'Обліковий запис зберігає ваші кімнати, улюблене й налаштування в одному місці.',
      submit: 'Зареєструватися',
      haveAccount: 'Вже маєте обліковий запис?',
      signIn: 'Увійти',
    },
    guest: {
      title: 'Просто приєднуєтеся до сесії?',
      lead: 'Продовжте лише з іменем. Повний обліковий запис можна створити згодом.',
      submit: 'Продовжити як гість',
    },
    or: 'або',
    fields: {
      name: 'Ім’я',
      email: 'Електронна пошта',
      password: 'Пароль',
      guestName: 'Ім’я для показу',
      passwordHint: 'Щонайменше {{min}} символів.',
    },
    validation: {
      email: 'Введіть правильну електронну адресу.',
      passwordRequired: 'Введіть пароль.',
      passwordMin: 'Використайте щонайменше {{min}} символів.',
      passwordMax: 'Використайте не більше {{max}} символів.',
      nameRequired: 'Введіть ім’я.',
      nameMax: 'Ім’я може мати не більше {{max}} символів.',
    },
    ban: {
      reason: 'Причина: {{reason}}.',
      until: 'Блокування діє до {{date}}.',
    },
    serverErrors: {
      WRONG_PASSWORD: 'Неправильний пароль. Перевірте його й спробуйте ще раз.',
      UNKNOWN_EMAIL: 'Облікового запису з такою адресою немає. Перевірте її або зареєструйтеся.',
      EMAIL_TAKEN: 'Обліковий запис із цією адресою вже існує. Увійдіть натомість.',
      PASSWORD_TOO_SHORT: 'Пароль закороткий.',
      PASSWORD_TOO_LONG: 'Пароль задовгий.',
      INVALID_EMAIL: 'Неправильна електронна адреса.',
      TOO_MANY_ATTEMPTS: 'Забагато спроб. Зачекайте хвилину й спробуйте знову.',
      BANNED: 'Цей обліковий запис заблоковано. Зверніться до адміністратора сервера.',
      RESET_LINK_INVALID: 'Це посилання для скидання застаріло або вже використане. Попросіть нове.',
      RESET_BY_EMAIL_OFF:
        'Цей сервер не може надсилати листи. Попросіть посилання для скидання в адміністратора.',
    },
    welcome: 'Ви увійшли як {{name}}',
    signedOut: 'Ви вийшли з облікового запису.',
  },
  errors: {
    network: 'Не вдається з’єднатися із сервером. Перевірте з’єднання й спробуйте ще раз.',
    generic: 'Щось пішло не так. Спробуйте ще раз.',
  },
  system: {
    notFound: {
      title: 'Сторінку не знайдено',
      message: 'Сторінку не знайдено: {{path}}',
      lead: 'Можливо, посилання містить помилку або сторінку перенесено.',
    },
    error: {
      title: 'Внутрішня помилка сервера',
      lead: 'Під час показу цієї сторінки сталася помилка.',
      unknown: 'Невідома помилка',
    },
    forbidden: {
      title: 'Доступ заборонено',
      message:
        'Цей розділ лише для адміністраторів. Якщо вважаєте, що маєте мати доступ, зверніться до того, хто підтримує цей сервер.',
    },
  },
  version: {
    available: 'Доступна нова версія',
    description: 'Версія {{version}} готова. Перезавантажте сторінку, щоб її використати.',
    reload: 'Перезавантажити',
  },
};
