package shapes

object Main {
  def main(args: Array[String]): Unit = {
    val shapes: List[Shape] = List(Circle(1.0), Rect(2, 3))
    val extra = Square(4)
    val radii: List[String] = shapes.map(_.r)
    println(s"total area: ${Area.total(shapes)}")
  }
}
