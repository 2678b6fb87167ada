import { describe, expect, it } from 'vitest';
import { isAutomatedVisitor } from './automated-visitor';

/** Decision 032: programs are not counted in a room's figures; people are. */

const PEOPLE = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DuckDuckGo/7 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.0.0',
];

const PROGRAMS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Slack-ImgProxy (+https://api.slack.com/robots)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'WhatsApp/2.23.20.0 A',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'Mozilla/5.0 (Linux; Android 7.0; Moto G (4)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'Python-urllib/3.12',
  'Go-http-client/2.0',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'axios/1.7.2',
  'okhttp/4.12.0',
  'Java/17.0.2',
  'PostmanRuntime/7.39.0',
  'Scrapy/2.11 (+https://scrapy.org)',
  'Mozilla/5.0',
  '',
  '   ',
];

describe('isAutomatedVisitor', () => {
  it.each(PEOPLE)('counts a person’s browser: %s', (userAgent) => {
    expect(isAutomatedVisitor({ userAgent })).toBe(false);
  });

  it.each(PROGRAMS)('does not count a program: %j', (userAgent) => {
    expect(isAutomatedVisitor({ userAgent })).toBe(true);
  });

  it('does not count a missing User-Agent', () => {
    expect(isAutomatedVisitor({ userAgent: undefined })).toBe(true);
  });

  it('does not count the browser’s own prefetches and prerenders', () => {
    const [person] = PEOPLE;
    expect(isAutomatedVisitor({ userAgent: person, secPurpose: 'prefetch' })).toBe(true);
    expect(isAutomatedVisitor({ userAgent: person, secPurpose: 'prefetch;prerender' })).toBe(true);
    expect(isAutomatedVisitor({ userAgent: person, purpose: 'prefetch' })).toBe(true);
    expect(isAutomatedVisitor({ userAgent: person, secPurpose: undefined })).toBe(false);
  });
});
