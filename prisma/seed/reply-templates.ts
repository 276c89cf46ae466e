// The reply templates a new site starts with: one per request type in each language, in the words a dealer's desk
// writes them, with the placeholders of lib/requests/reply-text.ts. Each ends with {署名}: the company's signature
// with the name of the staff member replying (lib/mail/signature.ts). Staff edit them at /admin/replies.
import type { Locale, RequestType } from "../../lib/generated/prisma/enums";

type Template = { requestType: RequestType | null; locale: Locale; name: string; subject: string; body: string };

const jaClosing = `ご不明な点がございましたら、このメールにご返信いただくか、お電話でお気軽にお問い合わせください。
今後ともよろしくお願いいたします。

{署名}`;

const enClosing = `If you have any questions, just reply to this email or give us a call.

Kind regards,

{signature}`;

export const replyTemplates: Template[] = [
  {
    requestType: "vehicle",
    locale: "ja",
    name: "在庫あり・お見積もり",
    subject: "【受付番号 {受付番号}】お問い合わせの車両について",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびはお問い合わせいただき、誠にありがとうございます。
お問い合わせいただいた車両は、現在も在庫がございます。

車両：{車両名}
支払総額（税込）：{支払総額}
車両ページ：{車両URL}

ご来店での現車確認のほか、追加の写真や動画のご用意も承ります。
ご来店の際は、ご希望の日時をお知らせいただければ車両をご用意してお待ちしております。

${jaClosing}`,
  },
  {
    requestType: "vehicle",
    locale: "en",
    name: "In stock, with the price",
    subject: "Your enquiry {requestNumber}: the vehicle you asked about",
    body: `Dear {customerName},

Thank you for your enquiry. The vehicle you asked about is still available.

Vehicle: {vehicleName}
Total price (incl. tax): {totalPrice}
Vehicle page: {vehicleUrl}

You are welcome to see it at our yard, and we can send more photos or a video. Let us know a day that suits you.

${enClosing}`,
  },
  {
    requestType: "sale",
    locale: "ja",
    name: "ご購入のご相談・ご希望の確認",
    subject: "【受付番号 {受付番号}】車両購入のご相談について",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびは車両購入のご相談をいただき、誠にありがとうございます。
ご希望に合う車両をお探しするため、以下をお聞かせいただけますでしょうか。

・車種・ボディ形状（平ボディ、ダンプ、冷凍車など）
・ご予算（支払総額・税込）
・年式・走行距離のご希望
・納車のご希望時期

在庫にない車両も、オークションや業者間のネットワークからお探しいたします。

${jaClosing}`,
  },
  {
    requestType: "sale",
    locale: "en",
    name: "Buying: what you are looking for",
    subject: "Your enquiry {requestNumber}: finding your truck",
    body: `Dear {customerName},

Thank you for asking us about buying a truck. To find the right one, could you tell us:

- the model and body type (flatbed, dump, refrigerated and so on)
- your budget (total price, incl. tax)
- the year and mileage you have in mind
- when you need it

If we do not have it in stock, we can find it through auctions and our trade network.

${enClosing}`,
  },
  {
    requestType: "purchase",
    locale: "ja",
    name: "買取のご相談・車両情報のお願い",
    subject: "【受付番号 {受付番号}】買取のご相談について",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびは買取のご相談をいただき、誠にありがとうございます。
買取価格をお出しするため、車検証の写真と、外装・荷台・メーターの写真をお送りいただけますでしょうか。
お問い合わせの状況ページから写真を追加いただけます。

写真を拝見したうえで、買取価格をご連絡いたします。
出張査定も承っておりますので、ご希望の場合はお知らせください。

${jaClosing}`,
  },
  {
    requestType: "purchase",
    locale: "en",
    name: "Selling: photos, please",
    subject: "Your enquiry {requestNumber}: selling your truck",
    body: `Dear {customerName},

Thank you for offering us your truck. So we can give you a price, could you send photos of the vehicle
inspection certificate, the outside, the body and the meter? You can add them on your request's status page.

We will reply with our offer once we have seen them. We can also come to you to inspect the truck.

${enClosing}`,
  },
  {
    requestType: "assessment",
    locale: "ja",
    name: "無料査定・日程のご相談",
    subject: "【受付番号 {受付番号}】無料査定のお申し込みについて",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびは無料査定にお申し込みいただき、誠にありがとうございます。
査定の日時と場所をご相談させてください。ご都合のよい候補日をいくつかお知らせいただけますでしょうか。

査定は30分ほどで終わり、費用は一切かかりません。
当日は車検証をご用意ください。

${jaClosing}`,
  },
  {
    requestType: "assessment",
    locale: "en",
    name: "Free assessment: arranging a day",
    subject: "Your enquiry {requestNumber}: your free assessment",
    body: `Dear {customerName},

Thank you for booking a free assessment. Could you suggest a few days and a place that suit you?

The assessment takes about 30 minutes and costs nothing. Please have the vehicle inspection certificate ready.

${enClosing}`,
  },
  {
    requestType: "auction",
    locale: "ja",
    name: "オークション代行・ご希望条件の確認",
    subject: "【受付番号 {受付番号}】オークション代行のご依頼について",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびはオークション代行をご依頼いただき、誠にありがとうございます。
ご希望の条件に合う出品車両をお探しし、入札前に出品票と落札予想価格をお知らせいたします。

ご契約の際は保証金をお預かりいたします。落札できなかった場合は全額ご返金いたします。
進み具合は、お問い合わせの状況ページでもご確認いただけます。

${jaClosing}`,
  },
  {
    requestType: "auction",
    locale: "en",
    name: "Auction agency: next steps",
    subject: "Your enquiry {requestNumber}: buying at auction",
    body: `Dear {customerName},

Thank you for asking us to buy at auction for you. We will look for vehicles that match what you want and
send you the auction sheet and our expected price before we bid.

We take a deposit when you order; it is refunded in full if we do not win the vehicle. You can follow each
step on your request's status page.

${enClosing}`,
  },
  {
    requestType: "general",
    locale: "ja",
    name: "ご質問への回答",
    subject: "【受付番号 {受付番号}】お問い合わせいただいた件について",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびはお問い合わせいただき、誠にありがとうございます。
お問い合わせの件につきまして、下記のとおりご回答いたします。

（回答）

陸送・架装・整備のお見積もりをご希望の際は、車検証の写真と、ご希望の時期・場所をお知らせいただけますと幸いです。

${jaClosing}`,
  },
  {
    requestType: "general",
    locale: "en",
    name: "Answering a question",
    subject: "Your enquiry {requestNumber}: your question",
    body: `Dear {customerName},

Thank you for your question. Here is our answer:

(answer)

To quote for transport, body building or servicing, it helps to have a photo of the vehicle inspection
certificate and to know when and where you need it.

${enClosing}`,
  },
  {
    requestType: null,
    locale: "ja",
    name: "お問い合わせへのお礼",
    subject: "【受付番号 {受付番号}】お問い合わせありがとうございます",
    body: `{お客様名} 様

{会社名}の{担当者名}でございます。
このたびはお問い合わせいただき、誠にありがとうございます。

${jaClosing}`,
  },
  {
    requestType: null,
    locale: "en",
    name: "Thank you",
    subject: "Your enquiry {requestNumber}",
    body: `Dear {customerName},

Thank you for contacting us.

${enClosing}`,
  },
];
