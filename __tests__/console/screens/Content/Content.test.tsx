import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { AnnouncementAdminPath, type ConsoleAnnouncement } from '@common/contract/announcements';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const notice: ConsoleAnnouncement = {
  id: 7, merchantCode: 'MLOBBY', contentType: 'PL', groupName: 'm_home', platform: 'M', title: { EN: 'Maintenance tonight', BN: 'আজ রাতে রক্ষণাবেক্ষণ' }, content: { EN: 'From 2 to 3.' },
  imageUrl: null, linkUrl: null, ordinal: 0, active: true, startsAt: Date.UTC(2026, 10, 1), endsAt: null, createdAt: 0, updatedAt: 0,
};

const withList = () => new FakeServer().ok(`GET ${AnnouncementAdminPath.list}`, [notice]);

describe('content (announcements)', () => {
  test("lists the merchant's announcements; a platform-wide operator picks the merchant first", async () => {
    const server = withList();
    await renderConsole({ me: operator(['owner'], { merchantCode: null }), path: '/content', server });
    expect(await screen.findByText('Pick a merchant to see its announcements.')).toBeInTheDocument();
    expect(server.callsTo(`GET ${AnnouncementAdminPath.list}`)).toHaveLength(0);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Merchant'), 'MLOBBY');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const row = await screen.findByRole('row', { name: /Maintenance tonight/ });
    expect(row).toHaveTextContent('Player notice');
    expect(row).toHaveTextContent('EN, BN');
    expect(server.callsTo(`GET ${AnnouncementAdminPath.list}`)[0]!.url).toBe(`${AnnouncementAdminPath.list}?merchantCode=MLOBBY`);
  });

  test('creates a popup with a text per language and an image, previewed on a phone in the chosen language', async () => {
    const server = withList().ok(`POST ${AnnouncementAdminPath.list}`, { ...notice, id: 8, contentType: 'PU' });
    await renderConsole({ me: operator(['content']), path: '/content', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const editor = screen.getByRole('region', { name: 'New announcement' });
    await user.selectOptions(within(editor).getByLabelText('Type'), 'PU');
    await user.type(within(editor).getByLabelText('Title (EN)'), 'Big weekend');
    await user.type(within(editor).getByLabelText('Text (EN)'), 'Double points');
    await user.type(within(editor).getByLabelText('Title (BN)'), 'বড় সপ্তাহান্ত');
    await user.type(within(editor).getByLabelText('Image address'), 'https://cdn.example/pop.png');
    await user.selectOptions(within(editor).getByLabelText('Preview in'), 'BN');
    const phone = within(editor).getByRole('figure', { name: 'How the member home shows it (BN)' });
    expect(within(phone).getByRole('img', { name: 'বড় সপ্তাহান্ত' })).toHaveAttribute('src', 'https://cdn.example/pop.png');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`POST ${AnnouncementAdminPath.list}`)[0]!.body).toEqual({
      contentType: 'PU', groupName: 'm_home', platform: 'M', title: { EN: 'Big weekend', BN: 'বড় সপ্তাহান্ত' }, content: { EN: 'Double points' },
      imageUrl: 'https://cdn.example/pop.png', linkUrl: null, ordinal: 0, active: true, endsAt: null,
    });
    expect(screen.queryByRole('region', { name: 'New announcement' })).not.toBeInTheDocument();
    expect(server.callsTo(`GET ${AnnouncementAdminPath.list}`)).toHaveLength(2);
  });

  test("uploading an image sends its bytes typed as the file, fills the image address with the returned URL and previews it", async () => {
    const url = '/announcement-images/uploads/3.png';
    const server = withList().ok(`POST ${AnnouncementAdminPath.images}`, { id: 3, merchantCode: 'MLOBBY', url, contentType: 'image/png', bytes: 4, width: 750, height: 300, sha256: 'ab' });
    await renderConsole({ me: operator(['content']), path: '/content', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const editor = screen.getByRole('region', { name: 'New announcement' });
    await user.type(within(editor).getByLabelText('Title (EN)'), 'Summer');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summer.png', { type: 'image/png' });
    const input = within(editor).getByLabelText(/^Upload image/);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await user.upload(input, file);
    expect(await within(editor).findByDisplayValue(url)).toBe(within(editor).getByLabelText('Image address'));
    const [call] = server.callsTo(`POST ${AnnouncementAdminPath.images}`);
    expect(call!.body).toBe(file);
    expect(call!.headers['Content-Type']).toBe('image/png');
    await user.selectOptions(within(editor).getByLabelText('Preview in'), 'EN');
    const phone = within(editor).getByRole('figure', { name: 'How the member home shows it (EN)' });
    expect(within(phone).getByRole('img', { name: 'Summer' })).toHaveAttribute('src', url);
  });

  test("an upload's refusal shows beside the image field and leaves the address as it was", async () => {
    const server = withList().fail(`POST ${AnnouncementAdminPath.images}`, 'image.invalid', 'The image is not a valid PNG, JPEG or WebP');
    await renderConsole({ me: operator(['content']), path: '/content', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    await user.upload(screen.getByLabelText(/^Upload image/), new File(['hello'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is not a valid PNG, JPEG or WebP');
    expect(screen.getByLabelText('Image address')).toHaveValue('');
  });

  test('a draft with a problem says so and sends nothing', async () => {
    const server = withList();
    await renderConsole({ me: operator(['content']), path: '/content', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    await user.type(screen.getByLabelText('Title (EN)'), 'A banner without its image');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A banner needs an image address.');
    expect(server.callsTo(`POST ${AnnouncementAdminPath.list}`)).toHaveLength(0);
  });

  test("editing sends the changed announcement to its own address; the server's refusal shows on the form", async () => {
    const server = withList().fail(`PUT ${AnnouncementAdminPath.one(7)}`, 'request.invalid', 'The schedule is not valid');
    await renderConsole({ me: operator(['content']), path: '/content', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Maintenance tonight' }));
    const title = screen.getByLabelText('Title (EN)');
    await user.clear(title);
    await user.type(title, 'Maintenance moved');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`PUT ${AnnouncementAdminPath.one(7)}`)[0]!.body).toEqual(expect.objectContaining({ title: { EN: 'Maintenance moved', BN: 'আজ রাতে রক্ষণাবেক্ষণ' }, active: false, startsAt: notice.startsAt }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule is not valid');
    expect(screen.getByRole('region', { name: 'Announcement 7' })).toBeInTheDocument();
  });

  test("a content editor writes in the merchant's offered languages (as the Language header spells them), read without its other settings", async () => {
    const server = new FakeServer().ok(`GET ${AnnouncementAdminPath.list}`, []).ok(`GET ${MerchantAdminPath.languages('MLOBBY')}`, { languages: ['bn', 'en', 'zh-CN'], defaultLanguage: 'bn' });
    await renderConsole({ me: operator(['content']), path: '/content', server });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'New announcement' }));
    expect(screen.getAllByLabelText(/^Title \(/).map((input) => input.closest('label')!.textContent)).toEqual(['Title (BN)', 'Title (EN)', 'Title (CN)']);
    expect(server.callsTo(`GET ${MerchantAdminPath.merchant('MLOBBY')}`)).toHaveLength(0);
  });

  test('when the languages cannot be read, the editor writes in the languages already used (English when none)', async () => {
    const server = new FakeServer().ok(`GET ${AnnouncementAdminPath.list}`, []);
    await renderConsole({ me: operator(['content']), path: '/content', server });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'New announcement' }));
    expect(screen.getAllByLabelText(/^Title \(/)).toHaveLength(1);
    expect(screen.getByLabelText('Title (EN)')).toBeInTheDocument();
  });
});
