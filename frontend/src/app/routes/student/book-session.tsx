import { BookSessionPage } from '../../../features/book-session/book-session-page';

export default BookSessionPage;
