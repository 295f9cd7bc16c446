import '../styles.css';
import { JoinPage } from '../features/join/join-page';

/** /join?token=: the page an invitation mail opens (decision 0040). */
export default function JoinRoute() {
  return <JoinPage />;
}
