/** Flag images for the language selector, keyed by lower-case ISO 3166 country code (see i18n/languages.ts). */
import bd from './bd.svg';
import br from './br.svg';
import cn from './cn.svg';
import de from './de.svg';
import es from './es.svg';
import fr from './fr.svg';
import gb from './gb.svg';
import id from './id.svg';
import in_ from './in.svg';
import ir from './ir.svg';
import it from './it.svg';
import jp from './jp.svg';
import ke from './ke.svg';
import kh from './kh.svg';
import kr from './kr.svg';
import kz from './kz.svg';
import la from './la.svg';
import lk from './lk.svg';
import mm from './mm.svg';
import mn from './mn.svg';
import my from './my.svg';
import np from './np.svg';
import ph from './ph.svg';
import pk from './pk.svg';
import ru from './ru.svg';
import sa from './sa.svg';
import th from './th.svg';
import tr from './tr.svg';
import tw from './tw.svg';
import un from './un.svg';
import uz from './uz.svg';
import vn from './vn.svg';

const FLAGS: Readonly<Record<string, string>> = {
  bd,
  br,
  cn,
  de,
  es,
  fr,
  gb,
  id,
  in: in_,
  ir,
  it,
  jp,
  ke,
  kh,
  kr,
  kz,
  la,
  lk,
  mm,
  mn,
  my,
  np,
  ph,
  pk,
  ru,
  sa,
  th,
  tr,
  tw,
  un,
  uz,
  vn,
};

/** URL of the flag for a country code (case-insensitive); unknown codes get the neutral 'un' flag. */
export function flagUrl(code: string): string {
  const key = code.toLowerCase();
  return Object.prototype.hasOwnProperty.call(FLAGS, key) ? FLAGS[key] : un;
}
