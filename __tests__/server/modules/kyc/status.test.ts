import { kycStatusOf } from '../../../../server/modules/kyc';
import { kycSubmissions } from '../../../../server/modules/kyc/tables';
import { databases, suiteDatabase } from '../../helpers/build';

describe.each(databases())('kycStatusOf on $name', (db) => {
  const suite = suiteDatabase(db);
  const row = (memberId: number, status: 'review' | 'verified' | 'rejected') => ({
    memberId,
    merchantCode: 'MLOBBY',
    status,
    address: 'a',
    nationality: 'n',
    occupation: 'o',
    sourceOfIncome: 's',
    frontKey: 'kyc/1/f.jpg',
    backKey: 'kyc/1/b.jpg',
    selfieKey: 'kyc/1/s.jpg',
    submittedAt: new Date(),
    decidedAt: status === 'review' ? null : new Date(),
  });

  it('is none without a submission, then the newest submission decides', async () => {
    expect(await kycStatusOf(suite.db, 1)).toBe('none');
    await suite.db.insert(kycSubmissions).values(row(1, 'rejected'));
    expect(await kycStatusOf(suite.db, 1)).toBe('rejected');
    await suite.db.insert(kycSubmissions).values(row(1, 'review'));
    expect(await kycStatusOf(suite.db, 1)).toBe('review');
    expect(await kycStatusOf(suite.db, 2)).toBe('none');
  });

  it('a member has at most one live (review or verified) submission', async () => {
    await suite.db.insert(kycSubmissions).values(row(3, 'verified'));
    await expect(suite.db.insert(kycSubmissions).values(row(3, 'review'))).rejects.toThrow();
    expect(await kycStatusOf(suite.db, 3)).toBe('verified');
  });
});
