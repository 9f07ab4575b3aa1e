import './party.css';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../../runtime/router/types';
import { PageState } from '../../../runtime/ui/page-state';
import { formatWanYi } from '../../../domain/format/money';
import { ImageViewer } from '../components/image-viewer';
import type { PartyData } from '../api/party';
import { Rows } from '../../../kit/ui/rows';
import { givenRows } from '../../../kit/ui/label-rows';
import { TextSections } from '../components/text-sections';

const PROOF: Record<string, string> = { ANNOUNCEMENT: '项目公告', GUARANTEE: '担保函', COMMITMENT: '承诺函' };
const ORDER = Object.keys(PROOF);

/** '5亿元', '8000万元'; a capital the backend sends as text is shown as it is. */
const capital = (v: number | string) => formatWanYi(v).replace(/[万亿]$/, '$&元');

export default function Party({ data, params }: PageProps<PartyData>) {
  const [open, setOpen] = useState(-1);
  const c = data.corp;
  if (!c)
    return data.name || data.shortName ? (
      <Names data={data} loanId={params.id ?? ''} />
    ) : (
      <PageState state="empty" message="该项目暂无借款方信息" action={{ label: '返回项目详情', to: `/loan/${params.id ?? ''}` }} />
    );
  const images = (c.images ?? [])
    .slice()
    .sort((a, b) => ORDER.indexOf(a.proofType) - ORDER.indexOf(b.proofType))
    .map((i) => ({ url: i.url, title: i.title || PROOF[i.proofType] || '证明材料', type: PROOF[i.proofType] ?? '其他材料' }));
  const rows = givenRows([
    ['企业名称', c.name],
    ['法定代表人', c.legalPerson],
    ['注册资本', c.registeredCapital != null && c.registeredCapital !== '' ? capital(c.registeredCapital) : null],
    ['注册地', c.registeredLocation],
    ['成立日期', c.establishDate],
    ['所属行业', c.industry],
    ['统一社会信用代码', c.creditCode],
    ['办公地址', c.address],
    ['联系人', c.contact],
    ['联系电话', c.phone],
    ['电子邮箱', c.email],
    ['企业网址', c.url],
  ]);
  const texts = givenRows([
    ['经营范围', c.businessScope],
    ['企业简介', c.description],
    ['企业亮点', c.brightSpot],
  ]);

  return (
    <Sheet title={data.title} rows={rows}>
      <TextSections texts={texts} className="pt-sec" />
      <section className="pt-sec">
        <h2>相关材料</h2>
        {images.length ? (
          <ul className="pt-imgs">
            {images.map((img, i) => (
              <li key={img.url}>
                <button type="button" onClick={() => setOpen(i)} aria-label={`查看${img.title}大图`}>
                  <img src={img.url} alt="" loading="lazy" width={600} height={400} />
                  <span>{img.type}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>暂无相关材料</p>
        )}
      </section>
      {open >= 0 && <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(-1)} />}
    </Sheet>
  );
}

/** Only the names the loan gives (the family's loan record has no corporation id to ask with). */
function Names({ data, loanId }: { data: PartyData; loanId: string }) {
  return (
    <Sheet
      title={data.title}
      rows={givenRows([
        ['企业名称', data.name],
        ['企业简称', data.shortName],
      ])}
    >
      <Link className="ui-cell" href={`/loan/${encodeURIComponent(loanId)}/info`}>
        <span>项目详情、风险与保障</span>
      </Link>
    </Sheet>
  );
}

/** The borrower's screen: the loan it is for, then the borrower's rows and what follows them. */
function Sheet({ title, rows, children }: { title: string; rows: readonly (readonly [string, string])[]; children: ReactNode }) {
  return (
    <div className="pt">
      <p className="pt-loan">{title}</p>
      <Rows className="pt-rows" rows={rows} />
      {children}
    </div>
  );
}
