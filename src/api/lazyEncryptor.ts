import type { ApiClient, Encryptor } from './clientTypes';

/**
 * The encryptor the site's client is wired with: the WebCrypto sealing (encryption.ts) arrives
 * with the first encrypted call. Only login, registration and password calls encrypt, and none
 * happens on the first screen, so its code stays out of the first download. The key is fetched
 * through `api` on that first call; a failed load (a dropped connection) is tried again on the
 * next call. `subtle` as in createEncryptor.
 */
export function lazyEncryptor(api: () => ApiClient, subtle?: SubtleCrypto): Encryptor {
  let loading: Promise<Encryptor> | null = null;
  const load = (): Promise<Encryptor> => {
    if (!loading) {
      loading = import(/* webpackChunkName: "encryption" */ './encryption').then((m) => m.createEncryptor(() => m.fetchPublicKey(api()), subtle));
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  return { encrypt: async (body) => (await load()).encrypt(body) };
}
