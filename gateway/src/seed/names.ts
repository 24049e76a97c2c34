import { pick } from './random'

// [character, pinyin] pairs: the pinyin makes plausible e-mail addresses.
const surnames: ReadonlyArray<readonly [string, string]> = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['罗', 'luo'],
  ['郑', 'zheng'],
  ['梁', 'liang'],
  ['谢', 'xie'],
  ['宋', 'song'],
  ['唐', 'tang'],
  ['许', 'xu'],
  ['韩', 'han'],
  ['冯', 'feng'],
  ['邓', 'deng'],
  ['曹', 'cao'],
]

const givenChars: ReadonlyArray<readonly [string, string]> = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀', 'xiu'],
  ['霞', 'xia'],
  ['平', 'ping'],
  ['刚', 'gang'],
  ['桂', 'gui'],
  ['文', 'wen'],
  ['华', 'hua'],
  ['建', 'jian'],
  ['玲', 'ling'],
  ['慧', 'hui'],
  ['鹏', 'peng'],
  ['宇', 'yu'],
  ['欣', 'xin'],
  ['婷', 'ting'],
  ['浩', 'hao'],
  ['晨', 'chen'],
  ['雪', 'xue'],
  ['琳', 'lin'],
  ['博', 'bo'],
]

export interface GeneratedName {
  name: string
  pinyin: string
}

/** A Chinese name of one surname and one or two given characters. */
export function generateName(random: () => number): GeneratedName {
  const [surname, surnamePinyin] = pick(random, surnames)
  const count = random() < 0.6 ? 2 : 1
  let given = ''
  let givenPinyin = ''
  for (let i = 0; i < count; i++) {
    const [char, pinyin] = pick(random, givenChars)
    given += char
    givenPinyin += pinyin
  }
  return { name: surname + given, pinyin: `${givenPinyin}.${surnamePinyin}` }
}
