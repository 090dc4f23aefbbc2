import { i18n } from '@lingui/core';

// Unit tests read English: the source messages, compiled on the fly (dev build of @lingui/core).
i18n.loadAndActivate({ locale: 'en', messages: {} });
