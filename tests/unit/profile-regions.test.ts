// The address picker's division data: the package's code-keyed province / city / district lists
// turned into a tree and reshaped for addresses (mainland only, municipalities, county-level
// cities run by a province), and its lazy loading.
import { describe, expect, it } from 'vitest';
import { areaList } from '@vant/area-data';
import { adaptDivisions, divisionsFromAreaList, loadRegions, withValue } from '../../modules/profile/rules/regions';

const raw = divisionsFromAreaList(areaList);
const real = adaptDivisions(raw);

describe('adaptDivisions on the real data', () => {
  it('has the 31 mainland provincial divisions', () => {
    expect(real.provinces).toHaveLength(31);
    expect(real.provinces).toEqual(expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '重庆市']));
    for (const away of ['台湾省', '香港特别行政区', '澳门特别行政区']) expect(real.provinces).not.toContain(away);
  });

  it('has the district of every sandbox seeded address', () => {
    expect(real.areas('北京市', '北京市')).toContain('朝阳区');
  });

  it('makes each municipality its own one city, holding every district', () => {
    for (const m of ['北京市', '上海市', '天津市']) {
      expect(real.cities(m)).toEqual([m]);
      expect(real.areas(m, m).length).toBeGreaterThanOrEqual(16);
    }
    expect(real.areas('北京市', '北京市')).toContain('朝阳区');
    // 重庆: the districts (city 重庆市) and the counties (县) together
    expect(real.cities('重庆市')).toEqual(['重庆市']);
    const cq = real.areas('重庆市', '重庆市');
    expect(cq).toContain('渝中区');
    expect(cq).toContain('巫山县');
    expect(cq).toHaveLength(38);
    expect(cq).toHaveLength(Object.values(raw['重庆市']!).flat().length);
    expect(real.cities('北京市')).not.toContain('市辖区');
  });

  it('lifts county-level cities run by a province to cities with themselves as district', () => {
    const hubei = real.cities('湖北省');
    expect(hubei).toContain('仙桃市');
    expect(hubei.some((c) => c.includes('直辖'))).toBe(false);
    expect(real.areas('湖北省', '仙桃市')).toEqual(['仙桃市']);
    expect(real.areas('湖北省', '武汉市')).toContain('武昌区');
    // 新疆's are named 自治区直辖县级行政区划
    expect(real.cities('新疆维吾尔自治区')).toContain('石河子市');
    expect(real.cities('新疆维吾尔自治区').some((c) => c.includes('直辖'))).toBe(false);
    expect(real.areas('新疆维吾尔自治区', '石河子市')).toEqual(['石河子市']);
  });

  it('drops the placeholder district 市辖区', () => {
    expect(real.areas('甘肃省', '嘉峪关市')).not.toContain('市辖区');
    expect(real.areas('甘肃省', '嘉峪关市').length).toBeGreaterThan(0);
  });

  it('leaves ordinary provinces as they are', () => {
    expect(real.cities('广东省')).toContain('深圳市');
    expect(real.areas('广东省', '深圳市')).toContain('南山区');
    expect(real.cities('不存在省')).toEqual([]);
    expect(real.areas('广东省', '北京市')).toEqual([]);
  });
});

describe('divisionsFromAreaList on a small shape', () => {
  it('builds the tree from the codes, in code order, mainland only', () => {
    expect(
      divisionsFromAreaList({
        province_list: { '110000': '甲市', '420000': '乙省', '710000': '台湾省', '810000': '香港特别行政区', '900000': '海外' },
        city_list: { '110100': '甲市', '420100': '丙市', '429000': '省直辖县', '710100': '台北市', '810100': '香港岛', '900100': '某国' },
        county_list: {
          '110102': '二区',
          '110101': '一区',
          '420101': '市辖区',
          '420102': '三区',
          '429004': '丁市',
          '710101': '中正区',
          '810101': '中西区',
          '900101': '某地',
        },
      }),
    ).toEqual({ 甲市: { 甲市: ['一区', '二区'] }, 乙省: { 丙市: ['三区'], 省直辖县: ['丁市'] } });
  });
});

describe('adaptDivisions on a small shape', () => {
  it('treats a province of 市辖区 and 县 alone as a municipality, whatever its name', () => {
    const r = adaptDivisions({ 甲市: { 市辖区: ['一区'], 县: ['二县'] }, 乙省: { 丙市: ['三区'], 省直辖县级行政区划: ['丁市', '戊市'] } });
    expect(r.cities('甲市')).toEqual(['甲市']);
    expect(r.areas('甲市', '甲市')).toEqual(['一区', '二县']);
    expect(r.cities('乙省')).toEqual(['丙市', '丁市', '戊市']);
    expect(r.areas('乙省', '戊市')).toEqual(['戊市']);
  });

  it('treats a province whose cities are itself and 县 as a municipality', () => {
    const r = adaptDivisions({ 甲市: { 甲市: ['一区'], 县: ['二县'] }, 乙省: { 省直辖县: ['丁市'] } });
    expect(r.cities('甲市')).toEqual(['甲市']);
    expect(r.areas('甲市', '甲市')).toEqual(['一区', '二县']);
    expect(r.cities('乙省')).toEqual(['丁市']);
  });
});

describe('withValue', () => {
  it('keeps a saved name the data does not have, first', () => {
    expect(withValue(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(withValue(['a', 'b'], 'old')).toEqual(['old', 'a', 'b']);
    expect(withValue(['a'], '')).toEqual(['a']);
  });
});

describe('loadRegions', () => {
  it('loads once and shares the result', async () => {
    const a = loadRegions();
    expect(loadRegions()).toBe(a);
    const r = await a;
    expect(r.provinces).toEqual(real.provinces);
  });
});
