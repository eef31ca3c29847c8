// The site's name, in page titles, structured data and mails (same name as shared's SITE_NAME).
export const SITE_NAME = 'AI Creator Hub';
