export { pageQueryFields as pageQuery } from '@app/shared/http/page';
