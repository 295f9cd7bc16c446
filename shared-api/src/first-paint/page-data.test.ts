import { PAGE_DATA_ID } from 'shared-api/first-paint';
import { forgetPageData, sentWithPage } from './page-data';

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  forgetPageData();
});

function sendWithPage(text: string) {
  const sent = document.createElement('script');
  sent.type = 'application/json';
  sent.id = PAGE_DATA_ID;
  sent.textContent = text;
  document.body.append(sent);
}

describe('the API answers a page came with', () => {
  it('gives each once, for the first render: a later query asks the API', () => {
    sendWithPage(JSON.stringify({ '/api/jobs/1': { success: true }, '/api/jobs/2': 2 }));
    expect(sentWithPage('/api/jobs/1')).toEqual({ success: true });
    expect(sentWithPage('/api/jobs/1')).toBeUndefined();
    expect(sentWithPage('/api/jobs/2')).toBe(2);
    expect(sentWithPage('/api/jobs/3')).toBeUndefined();
  });

  it('gives nothing when the page came with no data, or with data that is not an object', () => {
    expect(sentWithPage('/api/jobs/1')).toBeUndefined();
    forgetPageData();
    sendWithPage('[1, 2]');
    expect(sentWithPage('0')).toBeUndefined();
    forgetPageData();
    document.getElementById(PAGE_DATA_ID)?.remove();
    sendWithPage('{not json');
    expect(sentWithPage('/api/jobs/1')).toBeUndefined();
  });
});
